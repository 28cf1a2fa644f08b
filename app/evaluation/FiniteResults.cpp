#include "evaluation/FiniteResults.h"

#include <cmath>

namespace fleet::app {

QStringList nonFiniteResults(const fleet::Results& results)
{
    QStringList out;
    for (const auto& [key, v] : results.values())
        if (!std::isfinite(v.value))
            out << QStringLiteral("%1 is not a finite number (%2): an input or a catalog row it uses is out of bounds")
                       .arg(QString::fromStdString(key))
                       .arg(v.value);
    return out;
}

} // namespace fleet::app
