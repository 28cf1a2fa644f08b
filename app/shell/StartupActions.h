#pragma once
// What the GUI's command line asks for once the main window exists: edits (--set), a dump of the plan, the
// window state for screenshots (--size, --lecture, --example/--step, --tab, --compare-preset), and the
// one-shot endings (--screenshot after an optional search or Monte Carlo, --startup-report).
#include <QString>

class QElapsedTimer;

namespace fleet::app {

class CommandLine;
class MainWindow;

namespace startup {

// --set KEY=VALUE, each as a user edit; the first error (naming the key and range), empty when all applied.
QString applyEdits(MainWindow& window, const CommandLine& cl);
// --dump-scenario FILE: the plan as .fleetplan bytes; an error message, empty on success.
QString dumpScenario(const MainWindow& window, const QString& path);
// --size, --lecture, --example/--step, --tab, --compare-preset.
void applyViewOptions(MainWindow& window, const CommandLine& cl);
// --startup-report / --screenshot: quit once the window shows the first results (and the search or Monte
// Carlo when asked for).
void armEndings(MainWindow& window, const CommandLine& cl, const QElapsedTimer& started);

} // namespace startup
} // namespace fleet::app
