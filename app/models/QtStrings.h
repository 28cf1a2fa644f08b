#pragma once
// The model's UTF-8 views (result keys, schema text, units) as Qt strings.
#include <QByteArray>
#include <QString>

#include <string_view>

namespace fleet::app {

inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace fleet::app
