#include "report/CsvReport.h"

namespace fleet::app::report {

QString CsvReport::quote(const QString& f)
{
    if (!f.contains(u',') && !f.contains(u'"') && !f.contains(u'\n') && !f.contains(u'\r'))
        return f;
    return u'"' + QString(f).replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
}

QByteArray CsvReport::write(const ReportContent& c)
{
    // Column names are a machine contract: not translated. Labels follow the app language.
    QString out = QStringLiteral("key,label,value,unit\r\n");
    for (const DomainSection& s : c.sections)
        for (const ResultRow& r : s.rows)
            out += quote(r.key) + u',' + quote(r.label) + u',' + QString::number(r.si, 'g', 17) + u',' + quote(r.siUnit) +
                   QStringLiteral("\r\n");
    return out.toUtf8();
}

} // namespace fleet::app::report
