#pragma once
// The Search tab's Serving configurations page (issue 31, point 3): the serving search of model/serving
// (accelerator × weight precision × TP × batch for the plan's serving workload) in the window, off the GUI
// thread, with the ranked configurations, the plan's own among them, the rejected ones per reason, and Apply,
// which sets the picked configuration's keys as one undoable step and says what it changed.
#include "catalog/CatalogProvider.h"
#include "evaluation/Evaluation.h"
#include "evaluation/ServingSearchRunner.h"

#include <QMap>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace fleet::app {
class ScenarioDocument;
}

namespace fleet::views {

class ServingSearchPanel : public QWidget {
    Q_OBJECT
public:
    ServingSearchPanel(fleet::app::CatalogPtr catalog, fleet::app::ScenarioDocument* document,
                       QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation);
    void setCatalog(fleet::app::CatalogPtr catalog);

    // The search the controls describe, from the plan last shown.
    fleet::ServingSearchSpec currentSpec() const;
    void runSearch();
    // Applies the selected configuration; returns an error or {}.
    QString applySelected();

    fleet::app::ServingSearchRunner* runner() const { return m_runner; }
    fleet::app::ServingSearchPtr outcome() const { return m_outcome; }
    QTableWidget* table() const { return m_table; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* rejectedLabel() const { return m_rejected; }
    QCheckBox* precisionBox(const QString& precision) const { return m_precisions.value(precision); }
    QCheckBox* everyAcceleratorBox() const { return m_everyAccelerator; }

signals:
    void searchShown(fleet::app::ServingSearchPtr outcome);

private:
    void showOutcome(const fleet::app::ServingSearchPtr& outcome);
    int selectedCandidate() const;
    // "NVIDIA H100 SXM5 80GB FP8, TP 2, batch 64"
    QString configurationText(const fleet::ServingCandidate& c) const;

    fleet::app::CatalogPtr m_catalog;
    fleet::app::ScenarioDocument* m_document;
    fleet::app::ServingSearchRunner* m_runner;
    QCheckBox* m_everyAccelerator;
    QMap<QString, QCheckBox*> m_precisions; // inference.precision value → box
    QCheckBox* m_varyTp;
    QCheckBox* m_autoBatch;
    QComboBox* m_objective;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_apply;
    QProgressBar* m_progress;
    QLabel* m_status;
    QTableWidget* m_table;
    QLabel* m_rejected;
    fleet::Scenario m_scenario;
    // The plan's serving figures as evaluated (serving.tp, serving.accelerators, …), for the plan's row and
    // Apply's message.
    std::optional<double> m_planTp, m_planAccelerators, m_planTokensPerGpu, m_planUsdPerMTok;
    fleet::Scenario m_searched;
    std::optional<fleet::Scenario> m_applied;
    fleet::app::ServingSearchPtr m_outcome;
};

} // namespace fleet::views
