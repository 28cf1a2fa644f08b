#include "io/ScenarioFile.h"

#include <QCoreApplication>

#include "io/FormatMigrations.h"
#include "io/JsonDuplicateKeys.h"
#include "io/NumberRange.h"
#include "io/OutputFile.h"
#include "CatalogRules.h"
#include "scenario/ScenarioSchema.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace fleet::app {

namespace {

constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024; // a plan is a few KB; refuse absurd files early

QString sectionOf(const std::string& key) { return QString::fromStdString(key.substr(0, key.find('.'))); }
QString memberOf(const std::string& key) { return QString::fromStdString(key.substr(key.find('.') + 1)); }

QJsonValue toJson(const fleet::FieldValue& v)
{
    if (auto d = std::get_if<double>(&v))
        return *d;
    if (auto i = std::get_if<std::int64_t>(&v))
        return static_cast<qint64>(*i);
    if (auto b = std::get_if<bool>(&v))
        return *b;
    return QString::fromStdString(std::get<std::string>(v));
}

// Texts in a plan are names and ids: a megabyte of text is not a plan, and would end up in titles and messages.
QString tooLong(const QString& key, const QString& text)
{
    if (text.size() <= ScenarioFile::kMaxTextChars)
        return {};
    return QCoreApplication::translate("ScenarioFile", "%1: the text has %2 characters; at most %3 are accepted")
        .arg(key)
        .arg(text.size())
        .arg(ScenarioFile::kMaxTextChars);
}

// Converts a JSON value to the field's type, or explains what is wrong.
// `key` as the file wrote it (a former name of f's key is named as written).
std::optional<fleet::FieldValue> fromJson(const fleet::FieldSpec& f, const QString& key, const QJsonValue& v,
                                          QString* error)
{
    switch (f.type) {
    case fleet::FieldType::Real:
        if (v.isDouble())
            return v.toDouble();
        break;
    case fleet::FieldType::Integer:
        if (v.isDouble()) {
            const double d = v.toDouble();
            if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9e15)
                return static_cast<std::int64_t>(d);
            if (const std::optional<QString> range = numberRangeError(key, QString::number(d))) { // 1e20 nodes
                *error = *range;
                return std::nullopt;
            }
            *error = QCoreApplication::translate("ScenarioFile", "%1: %2 is not a whole number").arg(key).arg(d);
            return std::nullopt;
        }
        break;
    case fleet::FieldType::Flag:
        if (v.isBool())
            return v.toBool();
        break;
    case fleet::FieldType::Text:
        if (v.isString()) {
            if (QString err = tooLong(key, v.toString()); !err.isEmpty()) {
                *error = err;
                return std::nullopt;
            }
            return v.toString().toStdString();
        }
        break;
    }
    *error = QCoreApplication::translate("ScenarioFile", "%1: wrong type; expected %2")
                 .arg(key, QString::fromStdString(fleet::ScenarioSchema::instance().rangeText(f)));
    return std::nullopt;
}

// Section `catalogRows`: {"accelerators": [{column: value, …}, …], …}, tables and rows sorted, NULL left out.
QJsonObject rowsToJson(const QList<fleet::catalog::CatalogRow>& rows)
{
    QMap<QString, QMap<QString, QJsonObject>> byTable;
    for (const fleet::catalog::CatalogRow& r : rows) {
        QJsonObject o;
        for (auto it = r.values.constBegin(); it != r.values.constEnd(); ++it)
            if (it.value().isValid() && !it.value().isNull())
                o.insert(it.key(), QJsonValue::fromVariant(it.value()));
        byTable[r.table].insert(r.id(), o);
    }
    QJsonObject out;
    for (auto t = byTable.constBegin(); t != byTable.constEnd(); ++t) {
        QJsonArray a;
        for (const QJsonObject& o : t.value())
            a.append(o);
        out.insert(t.key(), a);
    }
    return out;
}

// The problem of a JSON value of the wrong type for its column (an object or a list anywhere, text where a number
// belongs: "80" is not 80), if any.
std::optional<fleet::catalog::RowProblem> jsonTypeProblem(const QString& table, const QString& column, const QJsonValue& v)
{
    if (v.isObject() || v.isArray())
        return fleet::catalog::RowProblem{column, QStringLiteral("holds a JSON %1 where a value belongs")
                                                      .arg(v.isObject() ? QStringLiteral("object") : QStringLiteral("list"))};
    if (const fleet::catalog::TableRules* rules = fleet::catalog::rulesFor(table))
        for (const fleet::catalog::ColumnRule& c : rules->columns)
            if (c.column == column && v.isString() &&
                (c.kind == fleet::catalog::ColumnKind::Real || c.kind == fleet::catalog::ColumnKind::Integer))
                return fleet::catalog::RowProblem{
                    column, QStringLiteral("holds the text \"%1\" where a number belongs").arg(v.toString().left(40))};
    return std::nullopt;
}

// Reads `catalogRows`; a row that breaks the catalog's rules (CatalogRowValidator, the same as for any catalog) is
// left out with a warning naming table, id and column.
QString rowsFromJson(const QJsonValue& section, ScenarioReadResult& r)
{
    constexpr qsizetype kMaxRows = 10000;
    if (!section.isObject())
        return QCoreApplication::translate("ScenarioFile", "catalogRows: expected an object of tables");
    const QJsonObject tables = section.toObject();
    std::map<QString, std::set<QString>> seen; // table → ids read
    for (auto t = tables.constBegin(); t != tables.constEnd(); ++t) {
        if (!fleet::catalog::tableInfo(t.key()))
            return QCoreApplication::translate("ScenarioFile", "catalogRows: '%1' is not a catalog table").arg(t.key().left(60));
        if (!t.value().isArray())
            return QCoreApplication::translate("ScenarioFile", "catalogRows.%1: expected a list of rows").arg(t.key());
        qsizetype position = 0;
        for (const QJsonValue& v : t.value().toArray()) {
            ++position;
            if (!v.isObject())
                return QCoreApplication::translate("ScenarioFile", "catalogRows.%1: a row is not an object").arg(t.key());
            if (r.catalog.rows.size() >= kMaxRows)
                return QCoreApplication::translate("ScenarioFile", "catalogRows: more than %1 rows").arg(kMaxRows);
            fleet::catalog::CatalogRow row{t.key(), {}};
            const QJsonObject o = v.toObject();
            // JSON types are checked here: a CSV cell is text, a JSON value is not (issue 31)
            std::optional<fleet::catalog::RowProblem> problem;
            for (auto c = o.constBegin(); c != o.constEnd(); ++c) {
                if (c.value().isNull())
                    continue;
                if (!problem)
                    problem = jsonTypeProblem(t.key(), c.key(), c.value());
                row.values.insert(c.key(), c.value().toVariant());
            }
            // One row per id, as the CSV import demands: two would leave it to chance which one evaluates and
            // which one a save writes back (issue 31, robustness 3).
            const QString id = o.value(QStringLiteral("id")).toString();
            if (!seen[t.key()].insert(id).second)
                return QCoreApplication::translate("ScenarioFile",
                                                   "catalogRows.%1: id '%2' appears more than once; a plan carries "
                                                   "each row once")
                    .arg(t.key(), id.left(60));
            if (!problem)
                problem = fleet::catalog::checkRow(row);
            if (problem) {
                r.catalog.rejectedRows.append({t.key(), position, row.id(), *problem});
                r.warnings << QCoreApplication::translate("ScenarioFile", "catalogRows: table %1, id '%2', column %3: %4; the row is not used")
                                  .arg(t.key(), row.id().left(60), problem->column, problem->message);
                continue;
            }
            r.catalog.rows.append(fleet::catalog::normalized(row));
        }
    }
    return {};
}

// UTF-16 text — with a byte-order mark, or ASCII with a NUL beside each of its first two characters — is no JSON
// QJsonDocument reads.
bool isUtf16(const QByteArray& bytes)
{
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF"))
        return true;
    if (bytes.size() < 4)
        return false;
    const auto nul = [&bytes](int i) { return bytes.at(i) == '\0'; };
    return (nul(1) && nul(3) && !nul(0) && !nul(2)) || (nul(0) && nul(2) && !nul(1) && !nul(3));
}

// Why QJsonDocument refused the text: a number no double holds names its key and why (1e-400 underflows); anything
// else, where and what Qt says.
QString jsonSyntaxError(const QByteArray& json, const QJsonParseError& pe)
{
    if (pe.error == QJsonParseError::IllegalNumber) {
        const QByteArrayView numberChars("0123456789+-.eE");
        qsizetype start = std::clamp<qsizetype>(pe.offset, 0, json.size()), end = start;
        while (start > 0 && numberChars.contains(json.at(start - 1)))
            --start;
        while (end < json.size() && numberChars.contains(json.at(end)))
            ++end;
        const QString number = QString::fromLatin1(json.mid(start, end - start));
        if (const std::optional<QString> range = numberRangeError(jsonPathAt(json, start), number))
            return QStringLiteral("%1 (byte %2)").arg(*range).arg(start);
    }
    return QCoreApplication::translate("ScenarioFile", "not valid JSON at byte %1: %2").arg(pe.offset).arg(pe.errorString());
}

// What QJsonDocument accepted but a plan must not hold: a key written twice, a raw control character or a lone
// surrogate in a string.
QString jsonProblemText(const JsonProblem& p)
{
    const QString where = p.path.isEmpty() ? QString() : p.path + QStringLiteral(": ");
    switch (p.kind) {
    case JsonProblem::DuplicateKey:
        return QCoreApplication::translate("ScenarioFile", "'%1' is written twice (again at byte %2); a plan names each "
                                                           "section and key once")
            .arg(p.path)
            .arg(p.offset);
    case JsonProblem::ControlCharacter:
        return QStringLiteral("%1a raw control character (U+%2) in a string at byte %3; JSON allows one only escaped "
                              "(\\u%2), and a plan's texts hold none")
            .arg(where)
            .arg(int(p.unit), 4, 16, QLatin1Char('0'))
            .arg(p.offset);
    case JsonProblem::LoneSurrogate:
        return QStringLiteral("%1\\u%2 at byte %3 is half of a UTF-16 surrogate pair without its other half: no "
                              "character")
            .arg(where)
            .arg(int(p.unit), 4, 16, QLatin1Char('0'))
            .arg(p.offset);
    }
    return {};
}

const char* jsonTypeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return "null";
    case QJsonValue::Bool: return "true or false";
    case QJsonValue::Double: return "a number";
    case QJsonValue::String: return "text";
    case QJsonValue::Array: return "a list";
    case QJsonValue::Object: return "an object";
    case QJsonValue::Undefined: break;
    }
    return "nothing";
}

// Section `catalog`: {"id": …, "contentHash": …}, both text; anything else is named ("catalog": 42 was read as the
// built-in catalog).
QString catalogFromJson(const QJsonValue& section, CatalogReference& out)
{
    if (!section.isObject())
        return QStringLiteral("catalog: expected an object {\"id\": …, \"contentHash\": …}, not %1")
            .arg(QLatin1String(jsonTypeName(section)));
    const QJsonObject c = section.toObject();
    for (auto it = c.constBegin(); it != c.constEnd(); ++it) {
        if (it.key() != QLatin1String("id") && it.key() != QLatin1String("contentHash"))
            return QStringLiteral("catalog: unknown key '%1' (id, contentHash)").arg(it.key().left(60));
        if (!it.value().isString())
            return QStringLiteral("catalog.%1: expected text, not %2").arg(it.key(), QLatin1String(jsonTypeName(it.value())));
    }
    out.id = c.value(QStringLiteral("id")).toString(QStringLiteral("builtin"));
    out.contentHash = c.value(QStringLiteral("contentHash")).toString();
    return {};
}

} // namespace

QString RejectedCatalogRow::describe() const
{
    const QString which = id.isEmpty() ? QStringLiteral("no id") : QStringLiteral("id '%1'").arg(id.left(60));
    return QStringLiteral("catalogRows.%1 row %2 (%3), column %4: %5")
        .arg(table)
        .arg(position)
        .arg(which, problem.column.left(60), problem.message);
}

QByteArray ScenarioFile::serialize(const fleet::Scenario& s, const CatalogReference& catalog)
{
    QJsonObject root;
    root.insert(QStringLiteral("formatVersion"), kFormatVersion);
    root.insert(QStringLiteral("name"), QString::fromStdString(s.name));
    QJsonObject cat{{QStringLiteral("id"), catalog.id}};
    if (!catalog.contentHash.isEmpty())
        cat.insert(QStringLiteral("contentHash"), catalog.contentHash);
    root.insert(QStringLiteral("catalog"), cat);
    if (!catalog.rows.isEmpty())
        root.insert(QStringLiteral("catalogRows"), rowsToJson(catalog.rows));
    for (const fleet::FieldSpec& f : fleet::ScenarioSchema::instance().fields()) {
        const QString section = sectionOf(f.key);
        QJsonObject obj = root.value(section).toObject();
        obj.insert(memberOf(f.key), toJson(f.get(s)));
        root.insert(section, obj);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

ScenarioReadResult ScenarioFile::parse(const QByteArray& json)
{
    ScenarioReadResult r;
    if (isUtf16(json)) {
        r.error = QStringLiteral("UTF-16 text: save it as UTF-8 (a .fleetplan is UTF-8 JSON)");
        return r;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        r.error = jsonSyntaxError(json, pe);
        return r;
    }
    if (!doc.isObject()) {
        r.error = QCoreApplication::translate("ScenarioFile", "a .fleetplan file must hold a JSON object");
        return r;
    }
    // QJsonDocument keeps only the last of two equal keys (a key or section written twice would lose one), and takes
    // raw control characters and lone surrogates in strings.
    if (const std::optional<JsonProblem> problem = findJsonProblem(json)) {
        r.error = jsonProblemText(*problem);
        return r;
    }
    QJsonObject root = doc.object();
    const QJsonValue ver = root.value(QStringLiteral("formatVersion"));
    // Checked as a double first: 1e10 is a whole number, but not an int.
    if (!ver.isDouble() || ver.toDouble() != std::floor(ver.toDouble()) || std::fabs(ver.toDouble()) > 1e9) {
        r.error = QCoreApplication::translate("ScenarioFile", "formatVersion is missing or not a whole number");
        return r;
    }
    const int version = static_cast<int>(ver.toDouble());
    if (version > kFormatVersion) {
        r.error = QCoreApplication::translate("ScenarioFile", "formatVersion %1 is newer than this FleetPlanner reads (%2); update FleetPlanner")
                      .arg(version)
                      .arg(kFormatVersion);
        return r;
    }
    // Plans carry catalog rows from format 3 on: rows in an older file were never written by FleetPlanner, and
    // using them (or dropping them) silently would compute with other hardware than the file says.
    if (version >= 1 && version < 3 && root.contains(QStringLiteral("catalogRows"))) {
        r.error = QStringLiteral("catalogRows: formatVersion %1 has no catalogRows (plans carry catalog rows from "
                                 "format 3 on); set formatVersion to 3 or remove the section")
                      .arg(version);
        return r;
    }
    if (QString err = migrateToCurrent(root, version, r.warnings); !err.isEmpty()) {
        r.error = err;
        return r;
    }

    fleet::Scenario s;
    const auto& schema = fleet::ScenarioSchema::instance();
    std::map<const fleet::FieldSpec*, std::string> given; // field → the key that set it (a former name counts)
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        const QString section = it.key();
        if (section == QStringLiteral("formatVersion"))
            continue;
        if (section == QStringLiteral("name")) {
            if (!it.value().isString()) {
                r.error = QCoreApplication::translate("ScenarioFile", "name: expected text");
                return r;
            }
            if (QString err = tooLong(QStringLiteral("name"), it.value().toString()); !err.isEmpty()) {
                r.error = err;
                return r;
            }
            s.name = it.value().toString().toStdString();
            continue;
        }
        if (section == QStringLiteral("catalogRows")) {
            if (QString err = rowsFromJson(it.value(), r); !err.isEmpty()) {
                r.error = err;
                r.catalog.rows.clear();
                return r;
            }
            continue;
        }
        if (section == QStringLiteral("catalog")) {
            if (QString err = catalogFromJson(it.value(), r.catalog); !err.isEmpty()) {
                r.error = err;
                return r;
            }
            continue;
        }
        if (!it.value().isObject()) {
            r.error = QCoreApplication::translate("ScenarioFile", "unknown or malformed section '%1'").arg(section);
            return r;
        }
        const QJsonObject obj = it.value().toObject();
        for (auto m = obj.constBegin(); m != obj.constEnd(); ++m) {
            const std::string key = (section + u'.' + m.key()).toStdString();
            const fleet::FieldSpec* f = schema.field(key);
            if (!f) {
                r.error = QCoreApplication::translate("ScenarioFile", "unknown key '%1'").arg(QString::fromStdString(key));
                return r;
            }
            QString err;
            auto value = fromJson(*f, QString::fromStdString(key), m.value(), &err);
            if (!value) {
                r.error = err;
                return r;
            }
            if (auto rangeErr = schema.check(*f, *value, nullptr)) {
                r.error = QString::fromStdString(*rangeErr + fleet::aliasNote(key, *f));
                return r;
            }
            // model.hidden and its former name training.hidden are one input: given twice, one would be lost.
            if (const auto [at, fresh] = given.emplace(f, key); !fresh) {
                r.error = QCoreApplication::translate("ScenarioFile", "'%1' and '%2' are the same input (%3); a plan "
                                                                      "gives it once")
                              .arg(QString::fromStdString(at->second), QString::fromStdString(key),
                                   QString::fromStdString(f->key));
                return r;
            }
            f->setUnchecked(s, *value);
        }
    }
    r.scenario = std::move(s);
    return r;
}

ScenarioReadResult ScenarioFile::load(const QString& path)
{
    ScenarioReadResult r;
    // Only regular files: a FIFO, socket or device would block or never end (/dev/zero), and its size()
    // says nothing. QFileInfo follows symlinks, so a link to a plan is fine.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        r.error = QCoreApplication::translate("ScenarioFile", "%1 is not a regular file (a folder, pipe or device); a plan is a .fleetplan file")
                      .arg(path);
        return r;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        r.error = QCoreApplication::translate("ScenarioFile", "cannot open %1: %2").arg(path, f.errorString());
        return r;
    }
    // Read at most one byte past the limit, so a file that grows while we read cannot exhaust memory.
    const QByteArray bytes = f.read(kMaxFileBytes + 1);
    if (f.size() > kMaxFileBytes || bytes.size() > kMaxFileBytes) {
        r.error = QCoreApplication::translate("ScenarioFile", "%1 is %2 MB; a plan is a few KB, so this is not a .fleetplan file")
                      .arg(path)
                      .arg(std::max<qint64>(f.size(), bytes.size()) / 1e6, 0, 'f', 1);
        return r;
    }
    if (f.error() != QFileDevice::NoError) {
        r.error = QCoreApplication::translate("ScenarioFile", "cannot read %1: %2").arg(path, f.errorString());
        return r;
    }
    r = parse(bytes);
    if (!r.error.isEmpty())
        r.error = QStringLiteral("%1: %2").arg(path, r.error);
    return r;
}

QString ScenarioFile::save(const QString& path, const fleet::Scenario& s, const CatalogReference& catalog,
                          const WriteOptions& options)
{
    return OutputFile::write(path, serialize(s, catalog), options);
}

} // namespace fleet::app
