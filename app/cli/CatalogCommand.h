#pragma once
// `fleetplanner-cli catalog …`: the catalog on the command line.
//   catalog list KIND [--json] | catalog show ID [--json]
//   catalog export KIND -o FILE.csv [--user-only]     the rows of one table (built-in and user, or user only)
//   catalog import FILE.csv [--kind KIND]             into the user catalog (--user-catalog PATH selects it)
//   catalog import PLAN.fleetplan                     the rows a plan carries, into the user catalog
//   catalog import-model CONFIG.json [--id ID] [--name NAME]   a Hugging Face config.json as a model row
// An import is all or nothing: a bad row is refused with its line and column, and nothing is written unless the
// whole file is valid (one transaction). Exit 0 on success, 2 on bad usage or input.
#include "CatalogTables.h"
#include "CliArgs.h"
#include "catalog/CatalogProvider.h"
#include "catalog/HfModelImport.h"

#include <QStringList>
#include <QTextStream>

#include <functional>

namespace fleet::app {

class CatalogCommand {
public:
    // `catalog`: loads the catalog (and prints why not); `userCatalogPath`: empty under --builtin-catalog.
    CatalogCommand(QTextStream& out, QTextStream& err, std::function<CatalogPtr()> catalog, QString userCatalogPath)
        : m_out(out), m_err(err), m_catalog(std::move(catalog)), m_userPath(std::move(userCatalogPath))
    {}
    int run(QStringList args);

    // The catalog with a plan's carried rows laid over it; says on `err` which rows are new or differ.
    static CatalogPtr withCarriedRows(const CatalogPtr& catalog, const QList<fleet::catalog::CatalogRow>& rows,
                                      const QString& userCatalogPath, QTextStream& err);
    // The raw user rows a plan's rows can come from: the user catalog's, then the plan's own (these win).
    static QList<fleet::catalog::CatalogRow> userRowCandidates(const QString& userCatalogPath,
                                                               const QList<fleet::catalog::CatalogRow>& carried);

private:
    int list(const QString& kind, bool json);
    int show(const QString& id, bool json);
    // The arguments of a subcommand that takes one positional argument; prints the problem (`missing` when the
    // argument is) and returns nothing.
    std::optional<ParsedArgs> arguments(const QStringList& args, const QList<CliOption>& spec, const QString& missing);
    bool hasUserCatalog(const QString& subcommand); // an import needs one: says so under --builtin-catalog
    int exportRows(const QStringList& args);
    int importRows(const QStringList& args);
    int importModel(const QStringList& args);
    int write(const QList<fleet::catalog::CatalogRow>& rows, const QString& what);
    // A CSV file checked whole, then read again with each row written as it is read (never all in memory), with
    // progress on stderr for a large file (issue 31, robustness 9).
    int importCsv(const QString& path, const std::optional<QString>& table);
    // "checking FILE: 10 %", … on stderr, a line per tenth of the way.
    std::function<void(double)> progressLines(const QString& what);

    QTextStream& m_out;
    QTextStream& m_err;
    std::function<CatalogPtr()> m_catalog;
    QString m_userPath;
};

} // namespace fleet::app
