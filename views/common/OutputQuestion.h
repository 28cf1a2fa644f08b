#pragma once
// Before the GUI writes a file the user picked (a plan, a report, a chart image): a path that cannot be
// written (a device, a pipe, a folder, a missing folder) is refused with its reason; a read-only file is
// replaced only when the user says so (it stays read-only), and the user is told when other hard links of
// the file would keep the old content. The write itself is OutputFile::write with the returned options.
#include "io/OutputFile.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace fleet::views {

class OutputQuestion {
    Q_DECLARE_TR_FUNCTIONS(OutputQuestion)
public:
    // Tests: answers instead of a dialog. `question` is false for an error (the answer is ignored).
    using Hook = std::function<bool(const QString& text, bool question)>;

    // The options to write `path` with, or nothing when it must not be written (refused or declined).
    static std::optional<fleet::app::WriteOptions> ask(QWidget* parent, const QString& title, const QString& path,
                                                       const Hook& hook = {});
};

} // namespace fleet::views
