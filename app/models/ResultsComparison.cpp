#include "models/ResultsComparison.h"

#include <cmath>

namespace fleet::app {

QList<ComparisonRow> compareResults(const fleet::Results& a, const fleet::Results& b, bool changedOnly)
{
    QList<ComparisonRow> rows;
    auto add = [&](const std::string& key) {
        ComparisonRow r;
        r.key = QString::fromStdString(key);
        const auto ia = a.values().find(key);
        const auto ib = b.values().find(key);
        if (ia != a.values().end()) {
            r.a = ia->second.value;
            r.unit = QString::fromStdString(ia->second.unit);
        }
        if (ib != b.values().end()) {
            r.b = ib->second.value;
            r.unit = QString::fromStdString(ib->second.unit);
        }
        if (r.a && r.b) {
            r.delta = *r.a - *r.b;
            if (*r.b != 0.0)
                r.relative = *r.delta / std::fabs(*r.b);
        }
        const bool same = r.a && r.b && *r.a == *r.b;
        if (!changedOnly || !same)
            rows.append(r);
    };
    for (const std::string& key : a.order())
        add(key);
    for (const std::string& key : b.order())
        if (!a.has(key))
            add(key);
    return rows;
}

} // namespace fleet::app
