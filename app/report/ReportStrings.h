#pragma once
// The translated headings and column titles every report format shares (one translation context,
// "ReportStrings", so the zh_CN translation covers HTML, Markdown and PDF at once).
#include <QCoreApplication>
#include <QString>

namespace fleet::app::report {

class ReportStrings {
    Q_DECLARE_TR_FUNCTIONS(ReportStrings)
public:
    static QString reportTitle();
    static QString summary();
    static QString bom();
    static QString results(); // "Results by domain"
    static QString assumptions();
    static QString provenance();
    static QString derivations();
    static QString issues();
    static QString keyFigures();
    static QString bindingConstraints();
    static QString noConstraint();

    // Title page
    static QString scenario();
    static QString generated();
    static QString appVersion();
    static QString catalog();
    static QString catalogHash();

    // Column headers
    static QString colKey();
    static QString colResult();
    static QString colValue();
    static QString colUnit();
    static QString colItem();
    static QString colQuantity();
    static QString colModel();
    static QString colInput();
    static QString colDescription();
    static QString colDefault();
    static QString colSetBy();
    static QString colKind();
    static QString colId();
    static QString colName();
    static QString colUse();
    static QString colSource();
    static QString colSourceKind();
    static QString colAsOf();
    static QString colSeverity();
    static QString colMessage();
    static QString colSymbol();

    // Cells and derivation labels
    static QString setByDefault();
    static QString setByUser();
    static QString formula();
    static QString inputs();
    static QString result();
    static QString seedSection();
    static QString note();
    static QString accuracy();
    static QString userCatalog();
    static QString assumptionsNote();
    static QString provenanceNote();
    static QString chartsNote();
};

} // namespace fleet::app::report
