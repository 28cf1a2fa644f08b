#include "CatalogCsv.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStringDecoder>

namespace fleet::catalog {

namespace {

constexpr int kMaxColumns = 256;

QString csvCell(const QString& text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r') &&
        text == text.trimmed())
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

// The table a header belongs to: the one whose columns include all of the header's (and its id).
std::optional<QString> tableForHeader(const QStringList& header, QString* why)
{
    QStringList matches;
    for (const TableInfo& t : catalogTables()) {
        bool all = header.contains(QStringLiteral("id"));
        for (const QString& h : header)
            all = all && t.column(h);
        if (all)
            matches << t.table;
    }
    if (matches.size() == 1)
        return matches.first();
    *why = matches.isEmpty()
               ? QStringLiteral("line 1: the header (%1) is not the columns of a catalog table").arg(header.join(u',').left(200))
               : QStringLiteral("line 1: the header fits the tables %1; name the kind").arg(matches.join(QStringLiteral(", ")));
    return std::nullopt;
}

} // namespace

CsvRecords parseCsv(const QByteArray& bytes)
{
    CsvRecords out;
    QStringDecoder decode(QStringDecoder::Utf8);
    QString text = decode(bytes);
    if (decode.hasError()) {
        out.error = QStringLiteral("the file is not UTF-8 text");
        return out;
    }
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    int line = 1;
    QStringList record;
    QString cell;
    bool quoted = false, inQuotes = false, any = false;
    int recordLine = 1;
    auto endCell = [&] {
        record << (quoted ? cell : cell.trimmed());
        cell.clear();
        quoted = false;
    };
    auto endRecord = [&] {
        endCell();
        if (!(record.size() == 1 && record.first().isEmpty() && !any)) { // blank lines are skipped
            out.records << record;
            out.lines << recordLine;
        }
        record.clear();
        any = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    cell += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                cell += c;
            }
            continue;
        }
        if (c == u'"') {
            if (!cell.trimmed().isEmpty() || quoted) {
                out.error = QStringLiteral("line %1: a quote inside an unquoted cell (quote the whole cell, and write \"\" for a quote)").arg(line);
                return out;
            }
            cell.clear();
            quoted = inQuotes = any = true;
        } else if (c == u',') {
            endCell();
            any = true;
            if (record.size() > kMaxColumns) {
                out.error = QStringLiteral("line %1: more than %2 cells").arg(line).arg(kMaxColumns);
                return out;
            }
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            endRecord();
            ++line;
            recordLine = line;
        } else {
            if (quoted && c.isSpace())
                continue;
            if (quoted) {
                out.error = QStringLiteral("line %1: text after the closing quote of a cell").arg(line);
                return out;
            }
            cell += c;
            any = any || !c.isSpace();
        }
        if (out.records.size() > kMaxRowsPerTable + 1) {
            out.error = QStringLiteral("more than %1 rows").arg(kMaxRowsPerTable);
            return out;
        }
    }
    if (inQuotes) {
        out.error = QStringLiteral("line %1: a quoted cell is not closed").arg(recordLine);
        return out;
    }
    if (!cell.isEmpty() || quoted || !record.isEmpty() || any)
        endRecord();
    return out;
}

CsvImport readCatalogCsvFile(const QString& path, const std::optional<QString>& table)
{
    const QFileInfo info(path);
    QFile f(path);
    if (!info.isFile() || !f.open(QIODevice::ReadOnly)) {
        CsvImport out;
        out.problems << (info.exists() && !info.isFile()
                             ? QStringLiteral("not a regular file (a folder, pipe or device)")
                             : QStringLiteral("cannot be read: %1").arg(f.errorString()));
        return out;
    }
    return readCatalogCsv(f.read(kMaxCsvBytes + 1), table); // bounded even if the file grows meanwhile
}

CsvImport readCatalogCsv(const QByteArray& bytes, const std::optional<QString>& tableIn)
{
    CsvImport out;
    auto problem = [&out](const QString& p) {
        if (out.problems.size() < CsvImport::kMaxProblems)
            out.problems << p;
        else if (out.problems.size() == CsvImport::kMaxProblems)
            out.problems << QStringLiteral("… and more problems; none of the rows was imported");
    };
    if (bytes.size() > kMaxCsvBytes) {
        problem(QStringLiteral("the file is larger than %1 MB").arg(kMaxCsvBytes / (1024 * 1024)));
        return out;
    }
    const CsvRecords csv = parseCsv(bytes);
    if (!csv.error.isEmpty()) {
        problem(csv.error);
        return out;
    }
    if (csv.records.isEmpty()) {
        problem(QStringLiteral("the file is empty; the first line must name the columns"));
        return out;
    }
    const QStringList header = csv.records.first();
    QString why;
    const std::optional<QString> table = tableIn ? tableIn : tableForHeader(header, &why);
    if (!table) {
        problem(why);
        return out;
    }
    const TableInfo* info = tableInfo(*table);
    if (!info) {
        problem(QStringLiteral("'%1' is not a catalog table").arg(*table));
        return out;
    }
    out.table = *table;
    for (int c = 0; c < header.size(); ++c) {
        if (!info->column(header.at(c)))
            problem(QStringLiteral("line %1, column %2: table %3 has no column '%4'")
                        .arg(csv.lines.first()).arg(c + 1).arg(*table, header.at(c).left(60)));
        else if (header.indexOf(header.at(c)) != c)
            problem(QStringLiteral("line %1, column %2: '%3' appears twice").arg(csv.lines.first()).arg(c + 1).arg(header.at(c)));
    }
    if (const TableRules* rules = rulesFor(*table))
        for (const ColumnRule& r : rules->columns)
            if (r.required && !header.contains(r.column))
                problem(QStringLiteral("line %1: the column '%2' is missing; table %3 requires it").arg(csv.lines.first()).arg(r.column, *table));
    if (!out.problems.isEmpty())
        return out;
    QHash<QString, int> firstLine;
    for (int i = 1; i < csv.records.size(); ++i) {
        const QStringList& cells = csv.records.at(i);
        const int line = csv.lines.at(i);
        if (cells.size() != header.size()) {
            problem(QStringLiteral("line %1: %2 cells, the header has %3").arg(line).arg(cells.size()).arg(header.size()));
            continue;
        }
        CatalogRow row{*table, {}};
        for (int c = 0; c < cells.size(); ++c)
            if (!cells.at(c).isEmpty())
                row.values.insert(header.at(c), cells.at(c));
        if (const std::optional<RowProblem> p = checkRow(row)) {
            problem(QStringLiteral("line %1, column %2: %3").arg(line).arg(p->column, p->message));
            continue;
        }
        if (const auto seen = firstLine.constFind(row.id()); seen != firstLine.constEnd()) {
            problem(QStringLiteral("line %1, column id: '%2' is already on line %3").arg(line).arg(row.id()).arg(*seen));
            continue;
        }
        firstLine.insert(row.id(), line);
        out.rows << normalized(row);
        out.lines << line;
    }
    if (!out.problems.isEmpty()) {
        out.rows.clear();
        out.lines.clear();
    }
    return out;
}

QByteArray writeCatalogCsv(const QString& table, const QList<CatalogRow>& rows)
{
    const TableInfo* info = tableInfo(table);
    if (!info)
        return {};
    QStringList cells;
    for (const ColumnInfo& c : info->columns)
        cells << c.name;
    QString text = cells.join(u',') + QStringLiteral("\r\n");
    for (const CatalogRow& r : rows) {
        if (r.table != table)
            continue;
        cells.clear();
        for (const ColumnInfo& c : info->columns)
            cells << csvCell(valueText(r.values.value(c.name)));
        text += cells.join(u',') + QStringLiteral("\r\n");
    }
    return text.toUtf8();
}

} // namespace fleet::catalog
