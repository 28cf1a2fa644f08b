#pragma once
// The report as JSON: metadata, every result (SI value, unit, label, derivation), every input (value,
// unit, default, whether set), the bill of materials, the summary, the provenance of every catalog row used
// and the validation messages. Keys are stable English identifiers; labels follow the app language.
#include "report/ReportContent.h"

#include <QByteArray>

namespace fleet::app::report {

class JsonReport {
public:
    static QByteArray write(const ReportContent& content);
};

} // namespace fleet::app::report
