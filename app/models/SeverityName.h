#pragma once
// An issue's severity as the machine name the CLI's stderr lines and the JSON report print ("info", "warning",
// "error"; docs/product.md). The GUI and the HTML report show translated words instead.
#include "results/Issue.h"

#include <QString>

namespace fleet::app {

inline QString severityName(fleet::Severity s)
{
    switch (s) {
    case fleet::Severity::Info:
        return QStringLiteral("info");
    case fleet::Severity::Warning:
        return QStringLiteral("warning");
    case fleet::Severity::Error:
        return QStringLiteral("error");
    }
    return {};
}

} // namespace fleet::app
