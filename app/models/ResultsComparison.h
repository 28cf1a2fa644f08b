#pragma once
// Two evaluations side by side: every result present in either, with absolute and relative differences.
#include "results/Results.h"

#include <QList>
#include <QString>

#include <optional>

namespace fleet::app {

struct ComparisonRow {
    QString key;
    QString unit;
    std::optional<double> a; // this plan
    std::optional<double> b; // the other plan
    std::optional<double> delta;    // a − b
    std::optional<double> relative; // (a − b) / |b|, when b ≠ 0
};

// Rows in a's model order, then keys only b has. Only rows whose values differ when changedOnly.
QList<ComparisonRow> compareResults(const fleet::Results& a, const fleet::Results& b, bool changedOnly = false);

} // namespace fleet::app
