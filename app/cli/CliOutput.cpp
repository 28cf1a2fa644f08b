#include "CliOutput.h"

#include "io/OutputFile.h"

namespace fleet::app {

bool checkOutputPath(const QString& path, QTextStream& err)
{
    const OutputCheck c = OutputFile::check(path);
    if (!c.ok()) {
        err << "error: " << c.error << "\n";
        return false;
    }
    if (const QString note = OutputFile::hardLinkNote(c); !note.isEmpty())
        err << "warning: " << note << "\n";
    return true;
}

} // namespace fleet::app
