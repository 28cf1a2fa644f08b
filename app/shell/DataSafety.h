#pragma once
// No data loss for one main window (docs/robustness.md): a session lock and autosave in AppData, the offer to
// recover plans autosaved by a crashed session, and reload when the open file changes on disk. The store is
// owned here; a clean exit (destruction) removes the lock and the autosave file.
#include "document/AutosaveStore.h"

#include <QObject>

namespace fleet::app {

class MainWindow;

class DataSafety : public QObject {
    Q_OBJECT
public:
    // autosaveSeconds ≤ 0: the setting (autosave/intervalSeconds, 30 s by default).
    DataSafety(MainWindow* window, bool recoverWithoutAsking, int autosaveSeconds);

private:
    AutosaveStore m_store;
};

} // namespace fleet::app
