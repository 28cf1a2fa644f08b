#pragma once
// The handful of numbers a planner quotes, and the binding constraints in plain words, built from the
// results (product brief: the right dock's summary). Each item names the result key it comes from, so
// the view can open its derivation.
#include "results/Results.h"
#include "scenario/Scenario.h"

#include <QList>
#include <QString>

namespace fleet::app {

struct SummaryItem {
    QString label;
    QString value; // formatted with units; "— (error)" when the evaluation could not produce it
    QString key;
    QString error; // the issue that kept the value from being computed (shown as its tooltip)
    QString accuracy; // a predicted headline's validation band (issue 28 part 4), translated; empty otherwise
};

struct Constraint {
    QString text;
    QString key; // the result that shows it
};

struct Summary {
    QList<SummaryItem> items;
    QList<Constraint> constraints;
};

// The plan's time model decides the headline: the predicted run (training.timeModel = predicted) or the
// book's chain beside the prediction, with a line saying what makes them differ.
Summary buildSummary(const fleet::Scenario& s, const fleet::Results& r);

} // namespace fleet::app
