#pragma once
// Catalog rows as CSV (RFC 4180: comma-separated, "…" quotes a cell, "" is a quote inside one, CRLF or LF).
// The header row is the table's column names (`id`, `name`, …, `hbm_tb_per_s`, …, `source`, `kind`, `as_of`),
// values are in the schema's units, an empty cell is NULL.
//
// Reading is all or nothing: every row is checked by CatalogRowValidator, and any problem — a malformed line,
// an unknown or repeated column, a bad value, an id given twice — refuses the whole file with the line and
// column it is in. Only a file without a problem yields rows.
#include "CatalogTables.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace fleet::catalog {

inline constexpr qint64 kMaxCsvBytes = 64LL * 1024 * 1024;

struct CsvImport {
    QString table;
    QList<CatalogRow> rows;  // normalized; empty when problems is not
    QList<int> lines;        // the line each row starts on
    QStringList problems;    // "line 3, column hbm_gb: 'x' is not a number"; at most kMaxProblems, then a count
    static constexpr int kMaxProblems = 20;
    bool ok() const { return problems.isEmpty(); }
};

// Reads CSV text. `table`: the table the rows belong to; without it the header decides (the one table that
// has every column of the header; ambiguous headers are refused and ask for the kind).
CsvImport readCatalogCsv(const QByteArray& bytes, const std::optional<QString>& table = std::nullopt);
// readCatalogCsv a row at a time (issue 31, robustness 9: 200,000 rows): each row, checked and normalized, goes to
// `row` with its line as it is read, and none is kept (CsvImport::rows stays empty); `progress` (if given) gets the
// fraction of the text read, about every 1 %. Rows stop going to `row` at the first problem, but the rows before it
// went: a caller that stores them must drop them when problems is not empty — or read the file once without `row`
// to check it first.
CsvImport readCatalogCsvRows(const QByteArray& bytes, const std::optional<QString>& table,
                             const std::function<void(const CatalogRow& row, int line)>& row,
                             const std::function<void(double)>& progress = {});

// The bytes of the file at `path` (a regular file; at most kMaxCsvBytes + 1 are read, so that a larger file is
// refused as such), or the problem why it cannot be read ("not a regular file …", "cannot be read: Permission
// denied").
struct CsvFile {
    QByteArray bytes;
    QString problem;
};
CsvFile readCsvFile(const QString& path);
// readCsvFile, then readCatalogCsv; a file that cannot be read is one problem saying why.
CsvImport readCatalogCsvFile(const QString& path, const std::optional<QString>& table = std::nullopt);
// The rows of one table as CSV: the header, then one line per row, numbers in their shortest exact form.
QByteArray writeCatalogCsv(const QString& table, const QList<CatalogRow>& rows);

// The cells of CSV text, record by record, with the line each record starts on; an error names the line.
struct CsvRecords {
    QList<QStringList> records;
    QList<int> lines;
    QString error;
};
CsvRecords parseCsv(const QByteArray& bytes);
// The records of CSV text one at a time: `record(cells, line)` for each (false stops the parse), `progress` (if given)
// with the fraction of the text read about every 1 %. Returns the error that ends the parse (naming the line), or {}.
QString forEachCsvRecord(const QByteArray& bytes, const std::function<bool(const QStringList& cells, int line)>& record,
                         const std::function<void(double)>& progress = {});

} // namespace fleet::catalog
