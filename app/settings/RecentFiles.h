#pragma once
#include <QStringList>

namespace fleet::app {

// Most-recently-used .fleetplan paths, kept in QSettings (newest first, at most kMax, existing files only).
class RecentFiles {
public:
    static constexpr int kMax = 8;
    static QStringList list();
    static void add(const QString& path);
    static void clear();
};

} // namespace fleet::app
