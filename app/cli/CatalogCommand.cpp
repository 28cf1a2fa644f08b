#include "CatalogCommand.h"

#include "CatalogCsv.h"
#include "CatalogJson.h"
#include "CatalogRowStore.h"
#include "CliOutput.h"
#include "ProgressTenths.h"
#include "catalog/PlanHardware.h"
#include "io/OutputFile.h"
#include "io/ScenarioFile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace fleet::app {

using fleet::catalog::CatalogRow;

namespace {

const char* const kKinds = "accelerators, links, nodes, switches, optics, cooling, regions, models, calibrations or "
                           "serving_calibration";

bool kindOf(const QString& text, fleet::CatalogKind& kind)
{
    return fleet::catalogKindFromString(text.toStdString(), kind);
}

// A CSV file this large (~15,000 rows) says how far its import is on stderr.
constexpr qsizetype kProgressBytes = 4 * 1024 * 1024;

// Whether `r` replaces a built-in row (same table and id).
bool overridesBuiltin(const CatalogRow& r)
{
    static const QSet<QString> keys = [] {
        QSet<QString> out;
        for (const CatalogRow& b : fleet::catalog::builtinRows())
            out.insert(b.table + u'/' + b.id());
        return out;
    }();
    return keys.contains(r.table + u'/' + r.id());
}

// "imported 3 rows from FILE into USER (2 new, 1 replaced; 1 override built-in rows)"
QString importSummary(qsizetype rows, qsizetype replaced, qsizetype overriding, const QString& what,
                      const QString& userPath)
{
    QString out = QStringLiteral("imported %1 rows from %2 into %3 (%4 new, %5 replaced")
                      .arg(rows)
                      .arg(what, userPath)
                      .arg(rows - replaced)
                      .arg(replaced);
    if (overriding > 0)
        out += QStringLiteral("; %1 override built-in rows").arg(overriding);
    return out + u')';
}

// Rows streamed into the user catalog in one transaction (UserRowWriter), counted for importSummary.
class ImportWriter {
public:
    explicit ImportWriter(const QString& userPath) : m_userPath(userPath), m_writer(userPath) {}

    const QString& error() const { return m_writer.error(); }
    QString add(const CatalogRow& r)
    {
        ++m_rows;
        m_overriding += overridesBuiltin(r) ? 1 : 0;
        return m_writer.apply({r.table, r.id(), r});
    }
    QString commit() { return m_writer.commit(); }
    QString summary(const QString& what) const
    {
        return importSummary(m_rows, m_writer.replaced(), m_overriding, what, m_userPath);
    }

private:
    QString m_userPath;
    fleet::catalog::UserRowWriter m_writer;
    qsizetype m_rows = 0, m_overriding = 0;
};

} // namespace

std::optional<ParsedArgs> CatalogCommand::arguments(const QStringList& args, const QList<CliOption>& spec,
                                                    const QString& missing)
{
    ParsedArgs a = parseArgs(args, spec, 1);
    if (a.error.isEmpty() && a.positional.isEmpty())
        a.error = missing;
    if (!a.error.isEmpty()) {
        m_err << "error: " << a.error << "\n";
        return std::nullopt;
    }
    return a;
}

bool CatalogCommand::hasUserCatalog(const QString& subcommand)
{
    if (m_userPath.isEmpty())
        m_err << "error: " << subcommand
              << " writes to a user catalog; drop --builtin-catalog (or name one with --user-catalog PATH)\n";
    return !m_userPath.isEmpty();
}

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
    if (sub != QStringLiteral("list") && sub != QStringLiteral("show")) {
        m_err << "error: unknown catalog subcommand '" << sub << "' (list, show, export, import, import-model)\n";
        return 2;
    }
    const std::optional<ParsedArgs> a =
        arguments(args, {{QStringLiteral("--json"), CliOption::Flag}},
                  QStringLiteral("catalog %1 needs exactly one argument (%2)")
                      .arg(sub, sub == QStringLiteral("list") ? QStringLiteral("KIND") : QStringLiteral("ID")));
    if (!a)
        return 2;
    const bool json = a->has(QStringLiteral("--json"));
    return sub == QStringLiteral("list") ? list(a->positional.first(), json) : show(a->positional.first(), json);
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

int CatalogCommand::exportRows(const QStringList& args)
{
    const QString usage = QStringLiteral("usage: catalog export KIND -o FILE.csv [--user-only]");
    const std::optional<ParsedArgs> a = arguments(
        args, {{QStringLiteral("-o"), CliOption::Value}, {QStringLiteral("--user-only"), CliOption::Flag}}, usage);
    if (!a)
        return 2;
    const QString out = a->value(QStringLiteral("-o"));
    const bool userOnly = a->has(QStringLiteral("--user-only"));
    fleet::CatalogKind kind;
    QString error;
    if (out.isEmpty())
        error = usage;
    else if (!kindOf(a->positional.first(), kind))
        error = QStringLiteral("unknown catalog kind '%1'; expected %2").arg(a->positional.first(), QLatin1String(kKinds));
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

int CatalogCommand::importRows(const QStringList& args)
{
    const std::optional<ParsedArgs> a =
        arguments(args, {{QStringLiteral("--kind"), CliOption::Value}},
                  QStringLiteral("usage: catalog import FILE.csv [--kind KIND] | catalog import PLAN.fleetplan"));
    if (!a)
        return 2;
    const QString kindText = a->value(QStringLiteral("--kind"));
    fleet::CatalogKind kind;
    QString error;
    if (!kindText.isEmpty() && !kindOf(kindText, kind))
        error = QStringLiteral("unknown catalog kind '%1'; expected %2").arg(kindText, QLatin1String(kKinds));
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    if (!hasUserCatalog(QStringLiteral("import")))
        return 2;
    const QString path = a->positional.first();
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
    return importCsv(path, kindText.isEmpty() ? std::nullopt : std::optional<QString>(fleet::catalog::tableInfo(kind).table));
}

std::function<void(double)> CatalogCommand::progressLines(const QString& what)
{
    return [this, what, tenths = ProgressTenths{}](double fraction) mutable {
        if (const int percent = tenths.take(fraction)) {
            m_err << what << ": " << percent << " %\n";
            m_err.flush();
        }
    };
}

int CatalogCommand::importCsv(const QString& path, const std::optional<QString>& table)
{
    using namespace fleet::catalog;
    const CsvFile file = readCsvFile(path);
    const bool large = file.bytes.size() >= kProgressBytes;
    // Every row checked before the user catalog is opened: a file with a problem leaves it untouched.
    CsvImport checked;
    if (!file.problem.isEmpty())
        checked.problems << file.problem;
    else
        checked = readCatalogCsvRows(file.bytes, table, {}, large ? progressLines(QStringLiteral("checking ") + path)
                                                                  : std::function<void(double)>());
    if (!checked.ok()) {
        for (const QString& p : checked.problems)
            m_err << "error: " << path << ": " << p << "\n";
        m_err << "error: nothing was imported\n";
        return 2;
    }
    ImportWriter writer(m_userPath);
    QString error = writer.error();
    if (error.isEmpty())
        readCatalogCsvRows(
            file.bytes, checked.table,
            [&](const CatalogRow& row, int) {
                if (error.isEmpty())
                    error = writer.add(row);
            },
            large ? progressLines(QStringLiteral("importing ") + path) : std::function<void(double)>());
    if (error.isEmpty())
        error = writer.commit();
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    m_out << writer.summary(path) << "\n";
    return 0;
}

int CatalogCommand::importModel(const QStringList& args)
{
    const std::optional<ParsedArgs> a =
        arguments(args, {{QStringLiteral("--id"), CliOption::Value}, {QStringLiteral("--name"), CliOption::Value}},
                  QStringLiteral("usage: catalog import-model CONFIG.json [--id ID] [--name NAME]"));
    if (!a)
        return 2;
    if (!hasUserCatalog(QStringLiteral("import-model")))
        return 2;
    const HfModelImport in =
        readHfConfigFile(a->positional.first(), a->value(QStringLiteral("--id")), a->value(QStringLiteral("--name")));
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
    QList<fleet::catalog::RowChange> changes;
    qsizetype overriding = 0;
    for (const CatalogRow& r : rows) {
        changes.push_back({r.table, r.id(), r});
        overriding += overridesBuiltin(r) ? 1 : 0;
    }
    qsizetype replaced = 0; // every row checked before the user catalog is opened
    if (const QString error = fleet::catalog::writeUserRows(m_userPath, changes, &replaced); !error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    m_out << importSummary(rows.size(), replaced, overriding, what, m_userPath) << "\n";
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
