#include "common/RunControls.h"

#include "evaluation/BackgroundRunner.h"

#include <QProgressBar>
#include <QPushButton>

namespace fleet::views {

void connectRunControls(fleet::app::BackgroundRunner* runner, QObject* context, QPushButton* run,
                        QPushButton* cancel, QProgressBar* progress, std::function<void()> cancelled)
{
    QObject::connect(cancel, &QPushButton::clicked, runner, &fleet::app::BackgroundRunner::cancel);
    QObject::connect(runner, &fleet::app::BackgroundRunner::progress, context,
                     [progress](double f) { progress->setValue(static_cast<int>(f * 100.0)); });
    QObject::connect(runner, &fleet::app::BackgroundRunner::cancelled, context,
                     [run, cancel, progress, cancelled = std::move(cancelled)] {
                         run->setEnabled(true);
                         cancel->setEnabled(false);
                         progress->setValue(0);
                         if (cancelled)
                             cancelled();
                     });
}

} // namespace fleet::views
