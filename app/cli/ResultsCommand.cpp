#include "ResultsCommand.h"

#include "TextTable.h"

#include "results/ResultSchema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fleet::app {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

} // namespace

int ResultsCommand::run(const QStringList& args)
{
    bool json = false;
    for (const QString& a : args) {
        if (a == QStringLiteral("--json")) {
            json = true;
        } else {
            m_err << "error: results takes only --json, not '" << a << "'\n";
            return 2;
        }
    }
    const ResultSchema& schema = ResultSchema::instance();
    if (json) {
        QJsonArray rows;
        for (const ResultSpec& r : schema.rows())
            rows.append(QJsonObject{{QStringLiteral("key"), qs(r.key)},
                                    {QStringLiteral("unit"), qs(token(r.unit))},
                                    {QStringLiteral("label"), qs(r.label)},
                                    {QStringLiteral("domain"), qs(r.domain())},
                                    {QStringLiteral("description"), qs(r.description)},
                                    {QStringLiteral("better"), qs(toString(r.better))}});
        m_out << QJsonDocument(rows).toJson(QJsonDocument::Indented);
        return 0;
    }
    QList<QStringList> rows;
    for (const ResultSpec& r : schema.rows())
        rows.append({qs(r.key), qs(token(r.unit)), qs(toString(r.better)), qs(r.label)});
    printTable(m_out, {QStringLiteral("key"), QStringLiteral("unit"), QStringLiteral("better"), QStringLiteral("label")},
               rows, {0, 1, 2, 3});
    m_out << schema.rows().size() << " results in " << schema.domains().size()
          << " domains; `results --json` adds each one's description.\n";
    return 0;
}

} // namespace fleet::app
