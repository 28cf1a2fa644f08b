#include "common/AcceleratorShortName.h"

namespace fleet::views {

QString acceleratorShortName(const std::string& name, const std::string& vendor)
{
    const QString full = QString::fromStdString(name), prefix = QString::fromStdString(vendor) + u' ';
    return full.startsWith(prefix) && full.size() > prefix.size() ? full.mid(prefix.size()) : full;
}

} // namespace fleet::views
