#pragma once
#include <QString>

#include <string>

namespace fleet::views {

// "NVIDIA H100 SXM5 80GB" → "H100 SXM5 80GB": the vendor is the same on most rows of a table and in most legends,
// and costs a column, or a legend with two series at 1366 px, its width. A name that is only the vendor, or does
// not start with it, is kept whole.
QString acceleratorShortName(const std::string& name, const std::string& vendor);

} // namespace fleet::views
