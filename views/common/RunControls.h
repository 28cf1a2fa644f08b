#pragma once
// The Run / Cancel buttons and progress bar of a long background computation (the Failures tab's Monte Carlo,
// the Search tab's design search), wired to its runner in one place: Cancel cancels, the bar follows the
// progress, and a cancelled run leaves Run enabled, Cancel disabled and the bar at 0.
#include <functional>

class QObject;
class QProgressBar;
class QPushButton;

namespace fleet::app {
class BackgroundRunner;
}

namespace fleet::views {

// `cancelled` runs after the controls are reset (e.g. to say so in a status line); `context` owns the controls.
void connectRunControls(fleet::app::BackgroundRunner* runner, QObject* context, QPushButton* run,
                        QPushButton* cancel, QProgressBar* progress, std::function<void()> cancelled);

} // namespace fleet::views
