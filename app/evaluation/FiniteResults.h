#pragma once
// The last line of defence behind the catalog rules and the schema's ranges: a result that is not a finite
// number would be written as null (JSON) or inf. The CLI names each one as an error and exits 1.
#include "results/Results.h"

#include <QStringList>

namespace fleet::app {

// One message per result that is NaN or infinite, naming its key and value.
QStringList nonFiniteResults(const fleet::Results& results);

} // namespace fleet::app
