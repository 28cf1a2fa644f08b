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

} // namespace fleet::app
