#include "evaluation/FiniteResults.h"

#include "models/QtStrings.h"

#include <cmath>

namespace fleet::app {

QStringList nonFiniteResults(const fleet::Results& results)
{
    QStringList out;
    for (const std::string_view key : results.sortedKeys())
        if (const double v = results.find(key)->value; !std::isfinite(v))
            out << QStringLiteral("%1 is not a finite number (%2): an input or a catalog row it uses is out of bounds")
                       .arg(toQString(key))
                       .arg(v);
    return out;
}

} // namespace fleet::app
