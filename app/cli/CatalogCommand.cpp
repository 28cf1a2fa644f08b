#include "CatalogCommand.h"

#include "CatalogCsv.h"
#include "CatalogJson.h"
#include "CatalogRowStore.h"
#include "CliOutput.h"
#include "catalog/PlanHardware.h"
#include "io/OutputFile.h"
#include "io/ScenarioFile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace fleet::app {

using fleet::catalog::CatalogRow;

namespace {

const char* const kKinds = "accelerators, links, nodes, switches, optics, cooling, regions, models, calibrations or "
                           "serving_calibration";

bool kindOf(const QString& text, fleet::CatalogKind& kind)
{
    return fleet::catalogKindFromString(text.toStdString(), kind);
}

// Takes "-o X" / "--kind X" style options out of args.
QString takeOption(QStringList& args, const QString& name, QString* error)
{
    const qsizetype i = args.indexOf(name);
    if (i < 0)
        return {};
    if (i + 1 >= args.size()) {
        *error = QStringLiteral("%1 needs a value").arg(name);
        return {};
    }
    const QString v = args.at(i + 1);
    args.remove(i, 2);
    return v;
}

} // namespace

int CatalogCommand::run(QStringList args)
{
    if (args.isEmpty()) {
        m_err << "error: catalog needs list, show, export, import or import-model\n";
        return 2;
    }
    const QString sub = args.takeFirst();
    if (sub == QStringLiteral("export"))
        return exportRows(args);
    if (sub == QStringLiteral("import"))
        return importRows(args);
    if (sub == QStringLiteral("import-model"))
        return importModel(args);
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    if ((sub == QStringLiteral("list") || sub == QStringLiteral("show")) && args.size() != 1) {
        m_err << "error: catalog " << sub << " needs exactly one argument\n";
        return 2;
    }
    if (sub == QStringLiteral("list"))
        return list(args.first(), json);
    if (sub == QStringLiteral("show"))
        return show(args.first(), json);
    m_err << "error: unknown catalog subcommand '" << sub << "' (list, show, export, import, import-model)\n";
    return 2;
}

int CatalogCommand::list(const QString& kindText, bool json)
{
    fleet::CatalogKind kind;
    if (!kindOf(kindText, kind)) {
        m_err << "error: unknown catalog kind '" << kindText << "'; expected " << kKinds << "\n";
        return 2;
    }
    const CatalogPtr c = m_catalog();
    if (!c)
        return 2;
    const auto rows = fleet::catalog::rowsOf(*c, kind);
    if (json) {
        QJsonArray a;
        for (const QJsonObject& r : rows)
            a.append(r);
        m_out << QJsonDocument(a).toJson(QJsonDocument::Indented);
    } else {
        for (const QJsonObject& r : rows)
            m_out << fleet::catalog::summaryLine(kind, r) << "\n";
    }
    return 0;
}

int CatalogCommand::show(const QString& id, bool json)
{
    const CatalogPtr c = m_catalog();
    if (!c)
        return 2;
    const auto found = fleet::catalog::findRow(*c, id);
    if (!found) {
        m_err << "error: no catalog entry with id '" << id << "'\n";
        return 2;
    }
    if (json) {
        QJsonObject o = found->row;
        o.insert(QStringLiteral("catalog_kind"), QString::fromLatin1(fleet::toString(found->kind).data()));
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    m_out << QString::fromLatin1(fleet::toString(found->kind).data()) << " " << id << "\n";
    for (auto it = found->row.constBegin(); it != found->row.constEnd(); ++it) {
        const QJsonValue v = it.value();
        const QString text = v.isNull()     ? QStringLiteral("—")
                             : v.isDouble() ? QString::number(v.toDouble(), 'g', 8)
                             : v.isBool()   ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                            : v.toString();
        m_out << "  " << it.key().leftJustified(20) << " " << text << "\n";
    }
    return 0;
}

int CatalogCommand::exportRows(QStringList args)
{
    QString error;
    const QString out = takeOption(args, QStringLiteral("-o"), &error);
    const bool userOnly = args.removeAll(QStringLiteral("--user-only")) > 0;
    fleet::CatalogKind kind;
    if (error.isEmpty() && (args.size() != 1 || out.isEmpty()))
        error = QStringLiteral("usage: catalog export KIND -o FILE.csv [--user-only]");
    else if (error.isEmpty() && !kindOf(args.first(), kind))
        error = QStringLiteral("unknown catalog kind '%1'; expected %2").arg(args.first(), QLatin1String(kKinds));
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    if (!checkOutputPath(out, m_err))
        return 2;
    const fleet::catalog::UserRows user = fleet::catalog::readUserRows(m_userPath);
    if (!user.error.isEmpty()) {
        m_err << "error: user catalog: " << user.error << "\n";
        return 2;
    }
    const QString table = fleet::catalog::tableInfo(kind).table;
    const QList<CatalogRow> rows =
        userOnly ? user.rows : fleet::catalog::mergedRows(fleet::catalog::builtinRows(), user.rows);
    qsizetype count = 0;
    for (const CatalogRow& r : rows)
        count += r.table == table ? 1 : 0;
    if (const QString err = OutputFile::write(out, fleet::catalog::writeCatalogCsv(table, rows)); !err.isEmpty()) {
        m_err << "error: " << err << "\n";
        return 2;
    }
    m_out << "exported " << count << " " << table << " rows to " << out << "\n";
    return 0;
}

int CatalogCommand::importRows(QStringList args)
{
    QString error;
    const QString kindText = takeOption(args, QStringLiteral("--kind"), &error);
    fleet::CatalogKind kind;
    if (error.isEmpty() && args.size() != 1)
        error = QStringLiteral("usage: catalog import FILE.csv [--kind KIND] | catalog import PLAN.fleetplan");
    else if (error.isEmpty() && !kindText.isEmpty() && !kindOf(kindText, kind))
        error = QStringLiteral("unknown catalog kind '%1'; expected %2").arg(kindText, QLatin1String(kKinds));
    else if (error.isEmpty() && m_userPath.isEmpty())
        error = QStringLiteral(
            "import writes to a user catalog; drop --builtin-catalog (or name one with --user-catalog PATH)");
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    const QString path = args.first();
    if (path.endsWith(QStringLiteral(".fleetplan"))) {
        const ScenarioReadResult plan = ScenarioFile::load(path);
        if (!plan.scenario) {
            m_err << "error: " << plan.error << "\n";
            return 2;
        }
        // All or nothing, as for a CSV file: a row the catalog's rules refuse stops the import.
        if (!plan.catalog.rejectedRows.isEmpty()) {
            for (const RejectedCatalogRow& row : plan.catalog.rejectedRows)
                m_err << "error: " << path << ": " << row.describe() << "\n";
            m_err << "error: nothing was imported\n";
            return 2;
        }
        for (const QString& w : plan.warnings)
            m_err << "warning: " << w << "\n";
        if (plan.catalog.rows.isEmpty()) {
            m_out << path << " carries no catalog rows; nothing to import\n";
            return 0;
        }
        return write(plan.catalog.rows, path);
    }
    const fleet::catalog::CsvImport csv = fleet::catalog::readCatalogCsvFile(
        path, kindText.isEmpty() ? std::nullopt : std::optional<QString>(fleet::catalog::tableInfo(kind).table));
    if (!csv.ok()) {
        for (const QString& p : csv.problems)
            m_err << "error: " << path << ": " << p << "\n";
        m_err << "error: nothing was imported\n";
        return 2;
    }
    return write(csv.rows, path);
}

int CatalogCommand::importModel(QStringList args)
{
    QString error;
    const QString id = takeOption(args, QStringLiteral("--id"), &error);
    const QString name = error.isEmpty() ? takeOption(args, QStringLiteral("--name"), &error) : QString();
    if (error.isEmpty() && args.size() != 1)
        error = QStringLiteral("usage: catalog import-model CONFIG.json [--id ID] [--name NAME]");
    else if (error.isEmpty() && m_userPath.isEmpty())
        error = QStringLiteral(
            "import-model writes to a user catalog; drop --builtin-catalog (or name one with --user-catalog PATH)");
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    const HfModelImport in = readHfConfigFile(args.first(), id, name);
    if (!in.row) {
        m_err << "error: " << in.error << "\nerror: nothing was imported\n";
        return 2;
    }
    if (const QString err = fleet::catalog::writeUserRows(m_userPath, {{in.row->table, in.row->id(), *in.row}});
        !err.isEmpty()) {
        m_err << "error: " << err << "\nerror: nothing was imported\n";
        return 2;
    }
    m_out << "imported model " << in.row->id() << ": " << QString::number(in.count.total / 1e9, 'f', 2) << " B total, "
          << QString::number(in.count.active / 1e9, 'f', 2) << " B active parameters (" << in.architectureName
          << ") into " << m_userPath << "\n";
    return 0;
}

int CatalogCommand::write(const QList<CatalogRow>& rows, const QString& what)
{
    const fleet::catalog::UserRows before = fleet::catalog::readUserRows(m_userPath);
    QList<fleet::catalog::RowChange> changes;
    qsizetype replaced = 0, overriding = 0;
    for (const CatalogRow& r : rows) {
        changes.append({r.table, r.id(), r});
        replaced += fleet::catalog::findRow(before.rows, r.table, r.id()) ? 1 : 0;
        overriding += fleet::catalog::findRow(fleet::catalog::builtinRows(), r.table, r.id()) ? 1 : 0;
    }
    if (const QString err = fleet::catalog::writeUserRows(m_userPath, changes); !err.isEmpty()) {
        m_err << "error: " << err << "\n";
        return 2;
    }
    m_out << "imported " << rows.size() << " rows from " << what << " into " << m_userPath << " ("
          << rows.size() - replaced << " new, " << replaced << " replaced";
    if (overriding > 0)
        m_out << "; " << overriding << " override built-in rows";
    m_out << ")\n";
    return 0;
}

QList<CatalogRow> CatalogCommand::userRowCandidates(const QString& userCatalogPath, const QList<CatalogRow>& carried)
{
    return fleet::catalog::mergedRows(fleet::catalog::readUserRows(userCatalogPath).rows, carried);
}

CatalogPtr CatalogCommand::withCarriedRows(const CatalogPtr& catalog, const QList<CatalogRow>& rows,
                                           const QString& userCatalogPath, QTextStream& err)
{
    if (rows.isEmpty() || !catalog)
        return catalog;
    const QList<CatalogRow> local =
        fleet::catalog::mergedRows(fleet::catalog::builtinRows(), fleet::catalog::readUserRows(userCatalogPath).rows);
    const CarriedHardware hw = compareCarriedRows(rows, local);
    for (const CarriedRow& r : hw.rows) {
        if (r.isNew())
            err << "note: the plan carries " << r.plan.table << " '" << r.plan.id()
                << "', which this catalog lacks; it is used (add it with: fleetplanner-cli catalog import "
                   "PLAN.fleetplan)\n";
        else if (r.isDifferent())
            err << "warning: the plan's " << r.plan.table << " '" << r.plan.id() << "' differs from this catalog's in "
                << r.differences.join(QStringLiteral(", ")) << "; the plan's row is used\n";
    }
    const QList<CatalogRow> use = hw.planRowsToUse();
    if (use.isEmpty())
        return catalog;
    QStringList skipped;
    auto out = std::make_shared<const fleet::Catalog>(fleet::catalog::withRows(*catalog, use, &skipped));
    for (const QString& s : skipped)
        err << "warning: " << s << "\n";
    return out;
}

} // namespace fleet::app
