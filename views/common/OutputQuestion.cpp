#include "common/OutputQuestion.h"

#include <QMessageBox>

namespace fleet::views {

using fleet::app::OutputCheck;
using fleet::app::OutputFile;
using fleet::app::WriteOptions;

std::optional<WriteOptions> OutputQuestion::ask(QWidget* parent, const QString& title, const QString& path,
                                                const Hook& hook)
{
    auto confirm = [&](const QString& text) {
        if (hook)
            return hook(text, true);
        return QMessageBox::question(parent, title, text, QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel) ==
               QMessageBox::Save;
    };
    WriteOptions options;
    options.overwriteReadOnly = true; // look at everything else first; asked below
    const OutputCheck c = OutputFile::check(path, options);
    if (!c.ok()) {
        if (hook)
            hook(c.error, false);
        else
            QMessageBox::critical(parent, title, c.error);
        return std::nullopt;
    }
    options.overwriteReadOnly = false;
    if (c.readOnly) {
        if (!confirm(tr("%1 is read-only.\n\nReplace it anyway? The new file stays read-only.").arg(path)))
            return std::nullopt;
        options.overwriteReadOnly = true;
    }
    if (c.otherLinks > 0 && !confirm(OutputFile::hardLinkNote(c) + QStringLiteral(".\n\n") + tr("Save anyway?")))
        return std::nullopt;
    return options;
}

} // namespace fleet::views
