#include "report/ReportStrings.h"

namespace fleet::app::report {

QString ReportStrings::reportTitle() { return tr("Fleet planning report"); }
QString ReportStrings::summary() { return tr("Executive summary"); }
//: Heading: every part of the fleet with its quantity
QString ReportStrings::bom() { return tr("Fleet bill of materials"); }
QString ReportStrings::results() { return tr("Results by domain"); }
//: Heading: every input of the plan
QString ReportStrings::assumptions() { return tr("Assumptions"); }
//: Heading: where each catalog value comes from
QString ReportStrings::provenance() { return tr("Provenance of catalog values"); }
QString ReportStrings::derivations() { return tr("Appendix: derivations"); }
QString ReportStrings::issues() { return tr("Validation messages"); }
QString ReportStrings::keyFigures() { return tr("Key figures"); }
QString ReportStrings::bindingConstraints() { return tr("Binding constraints"); }
QString ReportStrings::noConstraint() { return tr("No constraint binds: every check of the plan passes."); }

QString ReportStrings::scenario() { return tr("Scenario"); }
QString ReportStrings::generated() { return tr("Generated"); }
QString ReportStrings::appVersion() { return tr("FleetPlanner version"); }
QString ReportStrings::catalog() { return tr("Hardware catalog"); }
QString ReportStrings::catalogHash() { return tr("Catalog content hash (SHA-256)"); }

QString ReportStrings::colKey() { return tr("Key"); }
QString ReportStrings::colResult() { return tr("Result"); }
QString ReportStrings::colValue() { return tr("Value"); }
QString ReportStrings::colUnit() { return tr("Unit"); }
//: Bill of materials column: the part
QString ReportStrings::colItem() { return tr("Item"); }
QString ReportStrings::colQuantity() { return tr("Quantity"); }
//: Bill of materials column: which catalog part
QString ReportStrings::colModel() { return tr("Part"); }
QString ReportStrings::colInput() { return tr("Input"); }
QString ReportStrings::colDescription() { return tr("Meaning"); }
//: Column: the value of the built-in default plan
QString ReportStrings::colDefault() { return tr("Default"); }
//: Column: whether the value is the built-in default or was set by the user or preset
QString ReportStrings::colSetBy() { return tr("Set by"); }
//: Column: catalog table (accelerators, links, …)
QString ReportStrings::colKind() { return tr("Catalog"); }
QString ReportStrings::colId() { return tr("Id"); }
QString ReportStrings::colName() { return tr("Name"); }
//: Column: how the plan uses a catalog row
QString ReportStrings::colUse() { return tr("Used as"); }
QString ReportStrings::colSource() { return tr("Source"); }
//: Column: spec | measured | estimate | textbook
QString ReportStrings::colSourceKind() { return tr("Kind"); }
//: Column: date the catalog value was valid
QString ReportStrings::colAsOf() { return tr("As of"); }
QString ReportStrings::colSeverity() { return tr("Severity"); }
QString ReportStrings::colMessage() { return tr("Message"); }
QString ReportStrings::colSymbol() { return tr("Symbol"); }

//: Assumption marker: the value equals the built-in default plan
QString ReportStrings::setByDefault() { return tr("default"); }
//: Assumption marker: the value differs from the built-in default plan
QString ReportStrings::setByUser() { return tr("user-set"); }
QString ReportStrings::formula() { return tr("Formula"); }
QString ReportStrings::inputs() { return tr("Inputs"); }
QString ReportStrings::result() { return tr("Result"); }
//: The textbook section a formula comes from
QString ReportStrings::seedSection() { return tr("Textbook section"); }
QString ReportStrings::note() { return tr("Note"); }
QString ReportStrings::accuracy() { return tr("Accuracy"); }
QString ReportStrings::userCatalog() { return tr("user catalog"); }
QString ReportStrings::assumptionsNote()
{
    return tr("Every input of the plan. \"default\" means the value equals the built-in default plan (the "
              "textbook's running example: 175B parameters, 300B tokens, 1,024 DGX H100); \"user-set\" means it "
              "differs, whether a preset or the user set it.");
}
QString ReportStrings::provenanceNote()
{
    return tr("Every catalog row whose values enter a result or a chart of this report, with its source, the kind "
              "of value (spec, measured, estimate, textbook) and its date. The catalog's notes on each row are in the "
              "JSON and Markdown reports and in `fleetplanner-cli catalog show ID`.");
}
QString ReportStrings::chartsNote()
{
    return tr("Charts are drawn by the same views as in the application.");
}

} // namespace fleet::app::report
