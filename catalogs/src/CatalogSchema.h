#pragma once
// The catalog column schema: one row per column of every catalog table, the single source of what a column
// is — its name, kind, whether it is required and which values it accepts (CatalogRules, applied by
// CatalogRowValidator), its unit and that unit in SI (CatalogTables, the reader's scale, the JSON writer's),
// the struct field it fills and reads back (CatalogReader, CatalogJson) and its label (the catalog window).
// It is to the catalog what ScenarioSchema is to a scenario's inputs.
//
// The SQL files (catalogs/schema/*.sql) create the tables; tst_catalog_schema fails when a table's columns there
// and here differ in name or type. Adding a column: the migration, and a row in CatalogSchemaHardware.cpp or
// CatalogSchemaSite.cpp (docs/architecture.md, "Catalog column schema").
#include "CatalogRules.h"
#include "hardware/Catalog.h"

#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <type_traits>
#include <vector>

namespace fleet::catalog {

// What every table's column has, whatever struct the table fills.
struct ColumnSchema {
    ColumnRule rule;             // rule.column is the column's name; its kind, requirement and accepted values
    QString unit;                // the schema's unit ("TFLOP/s", "GB", "µs"); empty for texts and plain numbers
    double scale = 1.0;          // the unit in SI: the reader multiplies by it, the JSON writer divides
    const char* label = nullptr; // the catalog window's label, untranslated (context "CatalogColumns")
    const QString& name() const { return rule.column; }
};

// How one column fills its field of T and reads it back, in the column's unit. `set` gets every value of a
// row that passed the validator (NULL included: a text column then reads "", a number leaves the field's
// default); `get` gives an invalid QVariant for an unset optional.
template <typename T> struct Field {
    std::function<void(T&, const QVariant&)> set;
    std::function<QVariant(const T&)> get;
};

template <typename T> struct BoundColumn {
    ColumnSchema column;
    Field<T> field;
};

// One table with the struct it fills. The provenance's `userOverride` is not a column: the reader sets it.
template <typename T> struct TableSchema {
    QString table;
    fleet::CatalogKind kind = fleet::CatalogKind::Accelerators;
    const char* title = nullptr; // the catalog window's tab title, untranslated (context "CatalogColumns")
    std::vector<T> fleet::Catalog::*rows = nullptr;
    std::vector<BoundColumn<T>> columns{}; // in the order the validator checks them
    QStringList anyOf{};                   // at least one of these columns must have a value
    bool mayBeAbsent = false;              // added by a later migration: a user catalog may lack the table
};

// Each table's rows, built by the makeSchema overload of its struct (CatalogSchemaHardware.cpp,
// CatalogSchemaSite.cpp), once.
TableSchema<fleet::Accelerator> makeSchema(std::type_identity<fleet::Accelerator>);
TableSchema<fleet::Link> makeSchema(std::type_identity<fleet::Link>);
TableSchema<fleet::Node> makeSchema(std::type_identity<fleet::Node>);
TableSchema<fleet::Switch> makeSchema(std::type_identity<fleet::Switch>);
TableSchema<fleet::Optic> makeSchema(std::type_identity<fleet::Optic>);
TableSchema<fleet::Cooling> makeSchema(std::type_identity<fleet::Cooling>);
TableSchema<fleet::Region> makeSchema(std::type_identity<fleet::Region>);
TableSchema<fleet::ModelSpec> makeSchema(std::type_identity<fleet::ModelSpec>);
TableSchema<fleet::Calibration> makeSchema(std::type_identity<fleet::Calibration>);
TableSchema<fleet::ServingCalibration> makeSchema(std::type_identity<fleet::ServingCalibration>);

template <typename T> const TableSchema<T>& schemaOf()
{
    static const TableSchema<T> schema = makeSchema(std::type_identity<T>{});
    return schema;
}

// Calls f(schemaOf<T>()) for every table, in CatalogKind order; stops at the first call that returns false.
template <typename F> void forEachTable(F&& f)
{
    [&](auto&&... tables) {
        (... && f(tables));
    }(schemaOf<fleet::Accelerator>(), schemaOf<fleet::Link>(), schemaOf<fleet::Node>(), schemaOf<fleet::Switch>(),
      schemaOf<fleet::Optic>(), schemaOf<fleet::Cooling>(), schemaOf<fleet::Region>(), schemaOf<fleet::ModelSpec>(),
      schemaOf<fleet::Calibration>(), schemaOf<fleet::ServingCalibration>());
}

// A table's schema without its struct: what the validator, the table list and the window need.
struct TableShape {
    QString table;
    fleet::CatalogKind kind = fleet::CatalogKind::Accelerators;
    const char* title = nullptr;
    std::vector<ColumnSchema> columns;
    QStringList anyOf;
};

// Every table, in CatalogKind order.
const std::vector<TableShape>& catalogSchema();
const TableShape* tableShape(const QString& table);
const ColumnSchema* columnSchema(const QString& table, const QString& column);

} // namespace fleet::catalog
