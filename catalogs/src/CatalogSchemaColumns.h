#pragma once
// The helpers the schema's rows are written with (CatalogSchemaHardware.cpp, CatalogSchemaSite.cpp): a column's
// kind and accepted values, its unit, and the field it binds, in one call per column.
#include "CatalogRowValidator.h"
#include "CatalogSchema.h"

#include <optional>
#include <type_traits>
#include <utility>

namespace fleet::catalog::schema {

inline constexpr bool kRequired = true;
inline constexpr bool kOptional = false;

// A rate, size, peak or power that must be above zero: at least kTiny of the column's unit (1 KB/s for a GB/s
// column, 10^6 FLOP/s for TFLOP/s), so that dividing by it cannot overflow (10^18 bytes / 10^3 B/s is finite).
inline constexpr double kTiny = 1e-6;

struct Range {
    ColumnKind kind = ColumnKind::Real;
    double min = 0.0, max = 0.0;
};
inline Range positive(double max)
{
    return {ColumnKind::Real, kTiny, max};
}
// A price, a latency: zero is allowed.
inline Range nonNegative(double max)
{
    return {ColumnKind::Real, 0.0, max};
}
inline Range between(double min, double max)
{
    return {ColumnKind::Real, min, max};
}
inline Range whole(double min, double max)
{
    return {ColumnKind::Integer, min, max};
}

struct Unit {
    const char* name = "";
    double scale = 1.0; // the unit in SI
};

// A number field: double, int, a Quantity (SI inside) or an optional of one.
template <typename M> struct NumberField;
template <typename Tag> struct NumberField<fleet::Quantity<Tag>> {
    static void set(fleet::Quantity<Tag>& m, double si) { m = fleet::Quantity<Tag>::fromSi(si); }
    static QVariant shown(const fleet::Quantity<Tag>& m, double scale) { return QVariant(m.in(scale)); }
};
template <> struct NumberField<int> {
    static void set(int& m, double v) { m = static_cast<int>(v); } // validated: whole and within the bounds
    static QVariant shown(int m, double) { return QVariant(m); }
};
template <> struct NumberField<double> {
    static void set(double& m, double v) { m = v; }
    static QVariant shown(double m, double scale) { return QVariant(m / scale); }
};
template <typename M> struct NumberField<std::optional<M>> {
    static void set(std::optional<M>& m, double v)
    {
        M x{};
        NumberField<M>::set(x, v);
        m = x;
    }
    static QVariant shown(const std::optional<M>& m, double scale)
    {
        return m ? NumberField<M>::shown(*m, scale) : QVariant();
    }
};

// A number of a validated row; NULL and blank text are no number.
inline std::optional<double> numberIn(const QVariant& v)
{
    if (v.isNull() || (v.metaType().id() == QMetaType::QString && v.toString().trimmed().isEmpty()))
        return std::nullopt;
    return CatalogRowValidator::numberOf(v);
}

template <typename T, typename M> Field<T> numberField(M T::*m, double scale)
{
    return {[m, scale](T& t, const QVariant& v) {
                if (const std::optional<double> d = numberIn(v))
                    NumberField<M>::set(t.*m, *d * scale);
            },
            [m, scale](const T& t) {
                return NumberField<M>::shown(t.*m, scale);
            }};
}

// A text field: `field` is a generic lambda that returns the string of a T or of a const T (the row's own member or
// one of its provenance).
template <typename T, typename Access> Field<T> textField(Access field)
{
    return {[field](T& t, const QVariant& v) {
                field(t) = v.toString().toStdString();
            },
            [field](const T& t) {
                return QVariant(QString::fromStdString(field(t)));
            }};
}
template <typename T> Field<T> textField(std::string T::*m)
{
    return textField<T>([m](auto& t) -> auto& { return t.*m; });
}

template <typename T>
BoundColumn<T> column(const char* name, ColumnRule rule, Unit unit, const char* label, Field<T> field)
{
    rule.column = QLatin1String(name);
    return {{std::move(rule), QString::fromUtf8(unit.name), unit.scale, label}, std::move(field)};
}

template <typename T>
BoundColumn<T> number(const char* name, Field<T> field, Range r, bool required, Unit unit, const char* label)
{
    return column<T>(name, {{}, r.kind, required, r.min, r.max, 0, {}}, unit, label, std::move(field));
}
template <typename T, typename M>
BoundColumn<T> number(const char* name, M T::*m, Range r, bool required, Unit unit, const char* label)
{
    return number<T>(name, numberField(m, unit.scale), r, required, unit, label);
}

template <typename T>
BoundColumn<T> text(const char* name, std::string T::*m, bool required, int maxChars, const char* label)
{
    return column<T>(name, {{}, ColumnKind::Text, required, 0, 0, maxChars, {}}, {}, label, textField(m));
}

// An id, or a reference to another table's id: text without blanks at its ends, at most kMaxIdChars.
template <typename T> BoundColumn<T> id(const char* name, std::string T::*m, bool required, const char* label)
{
    return column<T>(name, {{}, ColumnKind::Id, required, 0, 0, kMaxIdChars, {}}, {}, label, textField(m));
}

template <typename T>
BoundColumn<T> choice(const char* name, Field<T> field, bool required, QStringList choices, const char* label)
{
    return column<T>(name, {{}, ColumnKind::Choice, required, 0, 0, 0, std::move(choices)}, {}, label,
                     std::move(field));
}
template <typename T>
BoundColumn<T> choice(const char* name, std::string T::*m, bool required, QStringList choices, const char* label)
{
    return choice<T>(name, textField(m), required, std::move(choices), label);
}

// Every table's leading id (and name, for the structs that have one: serving_calibration has none), then `columns`, then the provenance.
template <typename T> std::vector<BoundColumn<T>> withCommon(std::vector<BoundColumn<T>> columns)
{
    std::vector<BoundColumn<T>> all{id<T>("id", &T::id, kRequired, QT_TRANSLATE_NOOP("CatalogColumns", "Id"))};
    if constexpr (requires { &T::name; })
        all.push_back(text<T>("name", &T::name, kRequired, 256, QT_TRANSLATE_NOOP("CatalogColumns", "Name")));
    for (BoundColumn<T>& c : columns)
        all.push_back(std::move(c));
    const auto provenanceText = [](const char* name, std::string fleet::Provenance::*m, bool required, int maxChars,
                                   const char* label) {
        return column<T>(name, {{}, ColumnKind::Text, required, 0, 0, maxChars, {}}, {}, label,
                         textField<T>([m](auto& t) -> auto& { return t.provenance.*m; }));
    };
    all.push_back(provenanceText("notes", &fleet::Provenance::notes, kOptional, kMaxTextChars,
                                 QT_TRANSLATE_NOOP("CatalogColumns", "Notes")));
    all.push_back(provenanceText("source", &fleet::Provenance::source, kRequired, 4096,
                                 QT_TRANSLATE_NOOP("CatalogColumns", "Source")));
    const QStringList kinds = {QStringLiteral("spec"), QStringLiteral("measured"), QStringLiteral("estimate"),
                               QStringLiteral("textbook")};
    all.push_back(choice<T>("kind", textField<T>([](auto& t) -> auto& { return t.provenance.kind; }), kRequired,
                            kinds, QT_TRANSLATE_NOOP("CatalogColumns", "Kind")));
    all.push_back(
        provenanceText("as_of", &fleet::Provenance::asOf, kRequired, 32, QT_TRANSLATE_NOOP("CatalogColumns", "As of")));
    return all;
}

} // namespace fleet::catalog::schema
