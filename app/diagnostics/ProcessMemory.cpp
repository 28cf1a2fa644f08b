#include "diagnostics/ProcessMemory.h"

#include <QFile>

namespace fleet::app {

std::int64_t residentMemoryBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text))
        return 0;
    // /proc files report size 0, so atEnd() is true at once: read everything, then split.
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray& line : lines)
        if (line.startsWith("VmRSS:")) // "VmRSS:    123456 kB"
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
    return 0;
}

} // namespace fleet::app
