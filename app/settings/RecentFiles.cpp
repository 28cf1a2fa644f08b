#include "settings/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

#include <algorithm>

namespace fleet::app {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

QStringList RecentFiles::list()
{
    // The settings file is the user's to edit: a list of a million paths must not mean a million stat() calls
    // and a menu as long (only the first entries are looked at, at most kMax are kept).
    QStringList out;
    const QStringList stored = QSettings().value(kKey).toStringList();
    for (qsizetype i = 0; i < std::min<qsizetype>(stored.size(), 4 * kMax) && out.size() < kMax; ++i)
        if (QFileInfo::exists(stored.at(i)))
            out << stored.at(i);
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
