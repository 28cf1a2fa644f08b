#include "models/ResultsComparison.h"

#include "models/QtStrings.h"
#include "results/ResultSchema.h"

#include <cmath>

namespace fleet::app {

Verdict verdictOf(const QString& key, double a, double b)
{
    const QByteArray k = key.toUtf8();
    const fleet::ResultSpec* spec = fleet::ResultSchema::instance().find(std::string_view(k.constData(), std::size_t(k.size())));
    if (!spec || a == b || !std::isfinite(a) || !std::isfinite(b) || spec->better == fleet::Better::Neither)
        return Verdict::Neutral;
    const bool higher = a > b;
    return higher == (spec->better == fleet::Better::Higher) ? Verdict::Better : Verdict::Worse;
}

QList<ComparisonRow> compareResults(const fleet::Results& a, const fleet::Results& b, bool changedOnly)
{
    QList<ComparisonRow> rows;
    auto add = [&](std::string_view key) {
        ComparisonRow r;
        r.key = toQString(key);
        if (const fleet::ResultValue* va = a.find(key)) {
            r.a = va->value;
            r.unit = toQString(va->unit);
        }
        if (const fleet::ResultValue* vb = b.find(key)) {
            r.b = vb->value;
            r.unit = toQString(vb->unit);
        }
        if (r.a && r.b) {
            r.delta = *r.a - *r.b;
            if (*r.b != 0.0)
                r.relative = *r.delta / std::fabs(*r.b);
            r.verdict = verdictOf(r.key, *r.a, *r.b);
        }
        const bool same = r.a && r.b && *r.a == *r.b;
        if (!changedOnly || !same)
            rows.append(r);
    };
    for (const std::string_view key : a.order())
        add(key);
    for (const std::string_view key : b.order())
        if (!a.has(key))
            add(key);
    return rows;
}

} // namespace fleet::app
