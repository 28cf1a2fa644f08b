#include "common/AcceleratorShortName.h"

#include <QRegularExpression>

namespace fleet::views {

QString acceleratorShortName(const std::string& name, const std::string& vendor)
{
    const QString full = QString::fromStdString(name), prefix = QString::fromStdString(vendor) + u' ';
    return full.startsWith(prefix) && full.size() > prefix.size() ? full.mid(prefix.size()) : full;
}

QString acceleratorLegendName(const QString& name, const QString& other)
{
    static const QRegularExpression memory(QStringLiteral("\\s+\\d+(\\.\\d+)?\\s?[GT]B$"));
    if (other.isEmpty())
        return name;
    QString a = name, b = other;
    a.remove(memory);
    b.remove(memory);
    return !a.isEmpty() && a != b ? a : name;
}

} // namespace fleet::views
