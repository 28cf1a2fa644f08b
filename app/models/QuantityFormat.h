#pragma once
// Formats SI result values for people: picks a readable unit prefix and uses the locale's number format.
// Models keep raw SI values; only views, reports and the CLI's human output call this.
#include <QLocale>
#include <QString>

namespace fleet::app {

struct FormattedQuantity {
    QString number; // localized
    QString unit;   // display unit
    QString text() const { return unit.isEmpty() ? number : number + u' ' + unit; }
};

// `key` names the result: the result schema says whether a dimensionless number is a share (shown in %), a
// count, or what a per-second rate counts.
FormattedQuantity formatQuantity(double si, const QString& siUnit, const QString& key = {},
                                 const QLocale& locale = QLocale());
// A share (0.42) as a percentage: "42 %" ("42%" in Chinese).
FormattedQuantity formatShare(double fraction, const QLocale& locale = QLocale());

} // namespace fleet::app
