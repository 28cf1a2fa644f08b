#include "CliArgs.h"

namespace fleet::app {

QString takeValue(QStringList& args, int i, const QString& option, QString* error)
{
    if (i + 1 >= args.size()) {
        *error = QStringLiteral("%1 needs a value").arg(option);
        return {};
    }
    const QString v = args.at(i + 1);
    args.remove(i, 2);
    return v;
}

std::optional<int> intOption(const QHash<QString, QString>& options, const QString& key, int fallback, int lo, int hi)
{
    if (!options.contains(key))
        return fallback;
    bool ok = false;
    const int v = options.value(key).toInt(&ok);
    if (!ok || v < lo || v > hi)
        return std::nullopt;
    return v;
}

} // namespace fleet::app
