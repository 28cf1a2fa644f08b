#include "CatalogCsv.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStringDecoder>

#include <algorithm>

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

QString quotedNames(const QStringList& names)
{
    QStringList q;
    for (const QString& n : names.mid(0, 10))
        q << u'\'' + n.left(60) + u'\'';
    return q.join(QStringLiteral(", ")) + (names.size() > 10 ? QStringLiteral(" and %1 more").arg(names.size() - 10) : QString());
}

// Why no table has every column of a header: the columns no table has, by name (a long header was cut before them).
QString noTableFor(const QStringList& header)
{
    QStringList unknown;
    for (const QString& h : header) {
        bool known = false;
        for (const TableInfo& t : catalogTables())
            known = known || t.column(h);
        if (!known)
            unknown << h;
    }
    if (!unknown.isEmpty())
        return QStringLiteral("line 1: no catalog table has the column%1 %2")
            .arg(unknown.size() > 1 ? QStringLiteral("s") : QString(), quotedNames(unknown));
    if (!header.contains(QStringLiteral("id")))
        return QStringLiteral("line 1: the header has no column 'id'; every catalog table has one");
    return QStringLiteral("line 1: no catalog table has all the columns of the header; name the kind");
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
    *why = matches.isEmpty() ? noTableFor(header)
                             : QStringLiteral("line 1: the header fits the tables %1; name the kind").arg(matches.join(QStringLiteral(", ")));
    return std::nullopt;
}

// A first line whose cells are separated by semicolons or tabs (a spreadsheet's export in a comma-decimal locale),
// not commas: named, instead of the quote or column error it would cause further on.
QString separatorProblem(const QString& text)
{
    int commas = 0, semicolons = 0, tabs = 0;
    bool inQuotes = false;
    for (QChar c : text) {
        if (c == u'"')
            inQuotes = !inQuotes;
        if (inQuotes)
            continue;
        if (c == u'\n' || c == u'\r')
            break;
        commas += c == u',' ? 1 : 0;
        semicolons += c == u';' ? 1 : 0;
        tabs += c == u'\t' ? 1 : 0;
    }
    if (commas > 0 || semicolons + tabs == 0)
        return {};
    return QStringLiteral("line 1: the cells are separated by %1, not by commas; save the file as comma-separated CSV")
        .arg(semicolons >= tabs ? QStringLiteral("semicolons (;)") : QStringLiteral("tabs"));
}

} // namespace

QString forEachCsvRecord(const QByteArray& bytes, const std::function<bool(const QStringList&, int)>& onRecord,
                         const std::function<void(double)>& progress)
{
    QStringDecoder decode(QStringDecoder::Utf8);
    QString text = decode(bytes);
    if (decode.hasError())
        return QStringLiteral("the file is not UTF-8 text");
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    if (const QString problem = separatorProblem(text); !problem.isEmpty())
        return problem;
    int line = 1;
    QStringList record;
    QString cell;
    bool quoted = false, inQuotes = false, any = false;
    int recordLine = 1;
    qsizetype records = 0;
    bool stopped = false;
    auto endCell = [&] {
        record << (quoted ? cell : cell.trimmed());
        cell.clear();
        quoted = false;
    };
    auto endRecord = [&] {
        endCell();
        if (!(record.size() == 1 && record.first().isEmpty() && !any)) { // blank lines are skipped
            ++records;
            stopped = !onRecord(record, recordLine);
        }
        record.clear();
        any = false;
    };
    const qsizetype step = std::max<qsizetype>(1, text.size() / 100);
    for (qsizetype i = 0, report = step; i < text.size() && !stopped; ++i) {
        if (progress && i >= report) {
            progress(static_cast<double>(i) / static_cast<double>(text.size()));
            report += step;
        }
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
            if (!cell.trimmed().isEmpty() || quoted)
                return QStringLiteral("line %1: a quote inside an unquoted cell (quote the whole cell, and write \"\" for a quote)").arg(line);
            cell.clear();
            quoted = inQuotes = any = true;
        } else if (c == u',') {
            endCell();
            any = true;
            if (record.size() > kMaxColumns)
                return QStringLiteral("line %1: more than %2 cells").arg(line).arg(kMaxColumns);
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            endRecord();
            ++line;
            recordLine = line;
        } else {
            if (quoted && c.isSpace())
                continue;
            if (quoted)
                return QStringLiteral("line %1: text after the closing quote of a cell ('%2'); cells are separated by commas")
                    .arg(line)
                    .arg(c);
            cell += c;
            any = any || !c.isSpace();
        }
        if (records > kMaxRowsPerTable + 1)
            return QStringLiteral("more than %1 rows").arg(kMaxRowsPerTable);
    }
    if (stopped)
        return {};
    if (inQuotes)
        return QStringLiteral("line %1: a quoted cell is not closed").arg(recordLine);
    if (!cell.isEmpty() || quoted || !record.isEmpty() || any)
        endRecord();
    if (progress)
        progress(1.0);
    return {};
}

CsvRecords parseCsv(const QByteArray& bytes)
{
    CsvRecords out;
    out.error = forEachCsvRecord(bytes, [&](const QStringList& cells, int line) {
        out.records << cells;
        out.lines << line;
        return true;
    });
    return out;
}

CsvFile readCsvFile(const QString& path)
{
    CsvFile out;
    const QFileInfo info(path);
    QFile f(path);
    if (!info.isFile() || !f.open(QIODevice::ReadOnly)) {
        out.problem = info.exists() && !info.isFile() ? QStringLiteral("not a regular file (a folder, pipe or device)")
                                                      : QStringLiteral("cannot be read: %1").arg(f.errorString());
        return out;
    }
    out.bytes = f.read(kMaxCsvBytes + 1); // bounded even if the file grows meanwhile
    return out;
}

CsvImport readCatalogCsvFile(const QString& path, const std::optional<QString>& table)
{
    const CsvFile file = readCsvFile(path);
    if (!file.problem.isEmpty()) {
        CsvImport out;
        out.problems << file.problem;
        return out;
    }
    return readCatalogCsv(file.bytes, table);
}

namespace {

// The records of a catalog CSV, one at a time: the header names the table and its columns, then each row is checked
// (cells, rules, an id given twice) and handed on normalized. Problems are collected in `out`.
class CsvRowReader {
public:
    CsvRowReader(const std::optional<QString>& table, const std::function<void(const CatalogRow&, int)>& onRow,
                 CsvImport& out)
        : m_table(table), m_onRow(onRow), m_out(out)
    {
    }

    void add(const QStringList& cells, int line)
    {
        if (!m_sawHeader)
            readHeader(cells, line);
        else if (m_info)
            readRow(cells, line);
    }

    void problem(const QString& p)
    {
        if (m_out.problems.size() < CsvImport::kMaxProblems)
            m_out.problems << p;
        else if (m_out.problems.size() == CsvImport::kMaxProblems)
            m_out.problems << QStringLiteral("… and more problems; none of the rows was imported");
    }

    bool sawHeader() const { return m_sawHeader; }

private:
    void readHeader(const QStringList& header, int line)
    {
        m_sawHeader = true;
        m_header = header;
        QString why;
        const std::optional<QString> table = m_table ? m_table : tableForHeader(header, &why);
        if (!table) {
            problem(why);
            return;
        }
        const TableInfo* info = tableInfo(*table);
        if (!info) {
            problem(QStringLiteral("'%1' is not a catalog table").arg(*table));
            return;
        }
        m_out.table = *table;
        for (int c = 0; c < header.size(); ++c) {
            if (!info->column(header.at(c)))
                problem(QStringLiteral("line %1, column %2: table %3 has no column '%4'")
                            .arg(line).arg(c + 1).arg(*table, header.at(c).left(60)));
            else if (header.indexOf(header.at(c)) != c)
                problem(QStringLiteral("line %1, column %2: '%3' appears twice").arg(line).arg(c + 1).arg(header.at(c)));
        }
        if (const TableRules* rules = rulesFor(*table))
            for (const ColumnRule& r : rules->columns)
                if (r.required && !header.contains(r.column))
                    problem(QStringLiteral("line %1: the column '%2' is missing; table %3 requires it").arg(line).arg(r.column, *table));
        if (m_out.problems.isEmpty())
            m_info = info; // rows are read only under a good header
    }

    void readRow(const QStringList& cells, int line)
    {
        if (cells.size() != m_header.size()) {
            problem(QStringLiteral("line %1: %2 cells, the header has %3").arg(line).arg(cells.size()).arg(m_header.size()));
            return;
        }
        CatalogRow row{m_out.table, {}};
        for (int c = 0; c < cells.size(); ++c)
            if (!cells.at(c).isEmpty())
                row.values.insert(m_header.at(c), cells.at(c));
        if (const std::optional<RowProblem> p = checkRow(row)) {
            problem(QStringLiteral("line %1, column %2: %3").arg(line).arg(p->column, p->message));
            return;
        }
        const QString id = row.id();
        if (const auto seen = m_firstLine.constFind(id); seen != m_firstLine.constEnd()) {
            problem(QStringLiteral("line %1, column id: '%2' is already on line %3").arg(line).arg(id).arg(*seen));
            return;
        }
        m_firstLine.insert(id, line);
        if (m_onRow && m_out.problems.isEmpty())
            m_onRow(normalized(row), line);
    }

    const std::optional<QString>& m_table;
    const std::function<void(const CatalogRow&, int)>& m_onRow;
    CsvImport& m_out;
    bool m_sawHeader = false;
    QStringList m_header;
    const TableInfo* m_info = nullptr;
    QHash<QString, int> m_firstLine;
};

} // namespace

CsvImport readCatalogCsvRows(const QByteArray& bytes, const std::optional<QString>& table,
                             const std::function<void(const CatalogRow&, int)>& onRow,
                             const std::function<void(double)>& progress)
{
    CsvImport out;
    CsvRowReader reader(table, onRow, out);
    if (bytes.size() > kMaxCsvBytes) {
        reader.problem(QStringLiteral("the file is larger than %1 MB").arg(kMaxCsvBytes / (1024 * 1024)));
        return out;
    }
    const QString error = forEachCsvRecord(
        bytes,
        [&](const QStringList& cells, int line) {
            reader.add(cells, line);
            return true; // to the end: a malformed line further on is the file's problem
        },
        progress);
    if (!error.isEmpty()) { // a malformed file: that alone is said
        out.problems.clear();
        reader.problem(error);
    } else if (!reader.sawHeader()) {
        reader.problem(QStringLiteral("the file is empty; the first line must name the columns"));
    }
    return out;
}

CsvImport readCatalogCsv(const QByteArray& bytes, const std::optional<QString>& table)
{
    QList<CatalogRow> rows;
    QList<int> lines;
    CsvImport out = readCatalogCsvRows(bytes, table, [&](const CatalogRow& row, int line) {
        rows << row;
        lines << line;
    });
    if (out.ok()) {
        out.rows = std::move(rows);
        out.lines = std::move(lines);
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
