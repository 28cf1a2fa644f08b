#pragma once
// Every result as CSV (RFC 4180, UTF-8): key,label,value,unit — value in SI, unit the SI unit
// ("" dimensionless, "bool" for 0/1). One header row, then one row per result in model order.
#include "report/ReportContent.h"

#include <QByteArray>

namespace fleet::app::report {

class CsvReport {
public:
    static QByteArray write(const ReportContent& content);
    static QString quote(const QString& field);
};

} // namespace fleet::app::report
