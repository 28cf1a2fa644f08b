#pragma once
#include <QString>

#include <string>

namespace fleet::views {

// "NVIDIA H100 SXM5 80GB" → "H100 SXM5 80GB": the vendor is the same on most rows of a table and in most legends,
// and costs a column, or a legend with two series at 1366 px, its width. A name that is only the vendor, or does
// not start with it, is kept whole.
QString acceleratorShortName(const std::string& name, const std::string& vendor);

// A legend entry for `name` shown beside `other` (both short names): without its memory size ("H100 SXM5 80GB" →
// "H100 SXM5") when the two still differ without it; whole otherwise (an A100 40GB beside an A100 80GB), or when
// there is no other. Two entries of a chart 280 px wide at 1366 px then fit without eliding.
QString acceleratorLegendName(const QString& name, const QString& other);

} // namespace fleet::views
