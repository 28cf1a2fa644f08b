#include "settings/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace fleet::app {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

QStringList RecentFiles::list()
{
    QStringList out;
    for (const QString& p : QSettings().value(kKey).toStringList())
        if (QFileInfo::exists(p))
            out << p;
    return out;
}

void RecentFiles::add(const QString& path)
{
    QStringList l = list();
    const QString abs = QFileInfo(path).absoluteFilePath();
    l.removeAll(abs);
    l.prepend(abs);
    while (l.size() > kMax)
        l.removeLast();
    QSettings().setValue(kKey, l);
}

void RecentFiles::clear() { QSettings().remove(kKey); }

} // namespace fleet::app
