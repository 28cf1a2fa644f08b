#include "SqlScript.h"

namespace fleet::catalog {

QStringList splitSqlStatements(const QString& script)
{
    QStringList out;
    QString current;
    bool inString = false;
    for (qsizetype i = 0; i < script.size(); ++i) {
        const QChar c = script.at(i);
        if (!inString && c == u'-' && i + 1 < script.size() && script.at(i + 1) == u'-') {
            while (i < script.size() && script.at(i) != u'\n')
                ++i;
            current += u'\n';
            continue;
        }
        if (c == u'\'')
            inString = !inString; // '' inside a string toggles twice: stays inside
        if (c == u';' && !inString) {
            const QString stmt = current.trimmed();
            if (!stmt.isEmpty())
                out << stmt;
            current.clear();
            continue;
        }
        current += c;
    }
    const QString tail = current.trimmed();
    if (!tail.isEmpty())
        out << tail;
    return out;
}

} // namespace fleet::catalog
