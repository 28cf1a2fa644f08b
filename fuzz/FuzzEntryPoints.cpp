#include "FuzzEntryPoints.h"

#include "CatalogCsv.h"

#include "CatalogRepository.h"
#include "CatalogRowValidator.h"
#include "SqlScript.h"
#include "catalog/CatalogProvider.h"
#include "catalog/HfModelImport.h"
#include "comm/Calibration.h"
#include "comm/NcclTests.h"
#include "evaluate/Evaluate.h"
#include "io/ScenarioFile.h"
#include "scenario/ScenarioSchema.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace fleet::fuzz {

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

const fleet::Catalog& builtinCatalog()
{
    static const fleet::app::CatalogPtr catalog = [] {
        static int argc = 1;
        static char name[] = "fleet-fuzz";
        static char* argv[] = {name, nullptr};
        if (!QCoreApplication::instance())
            new QCoreApplication(argc, argv); // the SQL driver plugin needs an application object
        const fleet::app::CatalogLoad load = fleet::app::loadCatalog(QString());
        if (!load.catalog)
            fail("the built-in catalog does not load");
        return load.catalog;
    }();
    return *catalog;
}

void requireFinite(const fleet::Results& r, const char* what)
{
    for (std::string_view key : r.order())
        if (const double v = *r.value(key); !std::isfinite(v)) {
            std::fprintf(stderr, "%s: %.*s = %g\n", what, static_cast<int>(key.size()), key.data(), v);
            fail("a loaded catalog gives a non-finite result");
        }
}

// Statements the SQL form of userCatalog() may run: data and schema changes inside the file, nothing that
// reaches other files (ATTACH, VACUUM INTO) or loads code.
bool allowedStatement(const QString& statement)
{
    static const QRegularExpression allowed(QStringLiteral("^\\s*(INSERT|REPLACE|UPDATE|DELETE|CREATE\\s+TABLE|DROP\\s+TABLE|ALTER\\s+TABLE|"
                                                           "PRAGMA\\s+(user_version|ignore_check_constraints))\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression refused(QStringLiteral("ATTACH|VACUUM|load_extension|readfile|writefile|fts\\d|zipfile"),
                                            QRegularExpression::CaseInsensitiveOption);
    return allowed.match(statement).hasMatch() && !refused.match(statement).hasMatch();
}

bool runStatements(const QString& path, const QString& script)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fuzz-writer"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON"));
        int n = 0;
        for (const QString& st : fleet::catalog::splitSqlStatements(script))
            if (ok && ++n <= 64 && allowedStatement(st))
                q.exec(st); // failing statements are part of the game
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fuzz-writer"));
    return ok;
}

} // namespace

void userCatalog(const std::uint8_t* data, std::size_t size)
{
    (void)builtinCatalog(); // the application object and the SQL driver
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const QString path = QDir::temp().filePath(QStringLiteral("fleet-fuzz-%1.sqlite").arg(QCoreApplication::applicationPid()));
    QFile::remove(path);
    QFile::remove(path + QStringLiteral("-journal"));
    if (bytes.startsWith("SQLite format 3")) {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            fail("cannot write the fuzz database");
    } else {
        if (!fleet::catalog::CatalogRepository::ensureUserCatalog(path).isEmpty())
            fail("cannot create a user catalog to fuzz");
        if (!runStatements(path, QString::fromUtf8(bytes)))
            return;
    }
    const fleet::catalog::LoadResult load = fleet::catalog::CatalogRepository::load(path);
    QFile::remove(path);
    QFile::remove(path + QStringLiteral("-journal"));
    if (!load.catalog)
        fail("the built-in catalog is lost when a user catalog fails");
    if (!load.warning.isEmpty())
        return; // not used: the built-in catalog alone
    const fleet::Catalog& c = *load.catalog;
    for (const fleet::Accelerator& a : c.accelerators)
        if (!(a.hbmBandwidth.si() > 0.0) || !std::isfinite(a.hbmBandwidth.si()) || !(a.hbmCapacity.si() > 0.0) ||
            !std::isfinite(a.tdp.si()))
            fail("an accepted accelerator has a zero or infinite HBM or TDP");
    for (const fleet::Link& l : c.links)
        if (!(l.bandwidthPerDirection.si() > 0.0) || !std::isfinite(l.bandwidthPerDirection.si()) || !std::isfinite(l.alpha.si()))
            fail("an accepted link has a zero or infinite bandwidth");
    for (const fleet::Cooling& k : c.cooling)
        if (!(k.defaultPue >= 1.0) || !std::isfinite(k.defaultPue) || !(k.rackLimit.si() > 0.0))
            fail("an accepted cooling type has a PUE below 1 or no rack limit");
    // The default plan on the user rows (the last of each kind: user rows come after the built-in ones).
    const auto& schema = fleet::ScenarioSchema::instance();
    fleet::Scenario s;
    bool changed = false;
    auto use = [&](const char* key, const auto& rows) {
        if (rows.empty() || !rows.back().provenance.userOverride)
            return;
        changed = !schema.applyAssignment(s, std::string(key) + "=" + rows.back().id, &c) || changed;
    };
    use("fleet.accelerator", c.accelerators);
    use("fleet.scaleOutLink", c.links);
    use("fleet.cooling", c.cooling);
    use("fleet.region", c.regions);
    if (changed)
        requireFinite(fleet::evaluate(s, c), "default plan on user rows");
}

void catalogRow(const std::uint8_t* data, std::size_t size)
{
    const QStringList lines = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)).split(u'\n');
    if (lines.isEmpty() || lines.size() > 200)
        return;
    QStringList columns;
    QVariantList values;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype eq = lines.at(i).indexOf(u'=');
        if (eq <= 0)
            continue;
        columns << lines.at(i).left(eq);
        values << (lines.at(i).size() == eq + 1 ? QVariant() : QVariant(lines.at(i).mid(eq + 1)));
    }
    const fleet::catalog::CatalogRowValidator validator(lines.constFirst().trimmed(), columns);
    if (const auto problem = validator.check(values)) {
        if (problem->column.isEmpty() || problem->message.isEmpty())
            fail("a refused catalog row names no column or reason");
        if (validator.describe(QStringLiteral("import.csv"), values, *problem).isEmpty())
            fail("a refused catalog row has no message");
        return;
    }
    const fleet::catalog::TableRules* rules = fleet::catalog::rulesFor(lines.constFirst().trimmed());
    if (!rules)
        return; // a table without rules: only the default checks, nothing more to hold the row to
    for (qsizetype i = 0; i < columns.size(); ++i) {
        if (values.at(i).isNull() || values.at(i).toString().trimmed().isEmpty())
            continue;
        const fleet::catalog::ColumnRule* rule = nullptr;
        for (const fleet::catalog::ColumnRule& r : rules->columns)
            if (r.column == columns.at(i))
                rule = &r;
        if (!rule || (rule->kind != fleet::catalog::ColumnKind::Real && rule->kind != fleet::catalog::ColumnKind::Integer))
            continue;
        const std::optional<double> v = fleet::catalog::CatalogRowValidator::numberOf(values.at(i));
        if (!v || !std::isfinite(*v) || *v < rule->min || *v > rule->max)
            fail("an accepted catalog row holds a number outside its rule");
    }
}

void catalogCsv(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    for (const std::optional<QString>& table : {std::optional<QString>(), std::optional<QString>(QStringLiteral("accelerators"))}) {
        const fleet::catalog::CsvImport in = fleet::catalog::readCatalogCsv(bytes, table);
        if (!in.ok()) {
            if (!in.rows.isEmpty())
                fail("a refused CSV file yields rows");
            continue;
        }
        if (in.rows.isEmpty())
            continue;
        const fleet::catalog::CsvImport again =
            fleet::catalog::readCatalogCsv(fleet::catalog::writeCatalogCsv(in.table, in.rows), in.table);
        if (!again.ok() || again.rows.size() != in.rows.size())
            fail("imported CSV rows do not write back and read again");
        for (qsizetype i = 0; i < in.rows.size(); ++i)
            if (!again.rows.at(i).differences(in.rows.at(i)).isEmpty())
                fail("imported CSV rows change when written and read again");
    }
}

void scenarioReader(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const fleet::app::ScenarioReadResult r = fleet::app::ScenarioFile::parse(bytes);
    if (!r.scenario) {
        if (r.error.isEmpty())
            fail("a rejected scenario has no error message");
        return;
    }
    const QByteArray once = fleet::app::ScenarioFile::serialize(*r.scenario, r.catalog);
    const fleet::app::ScenarioReadResult again = fleet::app::ScenarioFile::parse(once);
    if (!again.scenario)
        fail("a written scenario does not read back");
    if (fleet::app::ScenarioFile::serialize(*again.scenario, again.catalog) != once)
        fail("save -> open -> save is not byte-identical");
    (void)fleet::evaluate(*r.scenario, builtinCatalog());
}

void ncclImport(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const fleet::NcclTestsRun run = fleet::parseNcclTests(text);
    if (!run.error.empty())
        return;
    if (run.rows.empty())
        fail("a run without rows has no error");
    for (const fleet::NcclTestsRow& r : run.rows)
        if (!(r.bytes >= 0 && r.bytes <= fleet::kNcclTestsMaxBytes && r.timeUs > 0 && r.timeUs <= fleet::kNcclTestsMaxTimeUs))
            fail("an accepted row has an implausible size or time");
    fleet::Collective collective = fleet::Collective::AllReduce;
    (void)fleet::collectiveFromString(run.collective, collective);
    const double ranks = run.ranks > 0 ? run.ranks : 8;
    const fleet::AlphaBetaFit fit = fleet::fitAlphaBeta(fleet::outOfPlacePoints(run), collective, ranks);
    if (!fit.ok && fit.error.empty())
        fail("a failed fit has no error message");
    if (fit.ok && !(std::isfinite(fit.rSquared) && fit.rSquared > 0 && std::isfinite(fit.alpha) && fit.alpha > 0 &&
                    std::isfinite(fit.beta) && fit.beta > 0))
        fail("an accepted fit has an R², α or β that is not finite and positive");
}

void setParser(const std::uint8_t* data, std::size_t size)
{
    const fleet::Catalog& catalog = builtinCatalog();
    const auto& schema = fleet::ScenarioSchema::instance();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fleet::Scenario scenario; // the defaults
    bool changed = false;
    size_t start = 0;
    int lines = 0;
    while (start <= text.size() && ++lines <= 64) {
        const size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (const auto eq = line.find('='); eq != std::string_view::npos) {
            const fleet::ParseResult p = schema.parse(line.substr(0, eq), line.substr(eq + 1));
            if (!p.value && p.error.empty())
                fail("a rejected value has no error message");
        }
        const auto err = schema.applyAssignment(scenario, line, &catalog);
        if (err && err->empty())
            fail("a rejected assignment has an empty error message");
        changed = changed || !err;
    }
    if (!changed)
        return; // the defaults evaluate in every other test; skip the 10 ms (ASan) evaluation
    (void)schema.validate(scenario, catalog);
    (void)fleet::evaluate(scenario, catalog);
}

void hfConfig(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const fleet::app::HfModelImport in = fleet::app::parseHfConfig(bytes, {}, {});
    if (!in.row) {
        if (in.error.isEmpty())
            fail("a refused config.json says nothing");
        return;
    }
    if (!in.error.isEmpty())
        fail("an accepted config.json has an error");
    if (!(std::isfinite(in.count.total) && in.count.total > 0.0 && in.count.active <= in.count.total))
        fail("a counted model has no finite positive total, or more active than total parameters");
    if (fleet::catalog::checkRow(*in.row))
        fail("an imported model row breaks the catalog's rules");
}

} // namespace fleet::fuzz
