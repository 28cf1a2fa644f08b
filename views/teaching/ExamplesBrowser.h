#pragma once
// "Textbook examples": the seed's worked examples by chapter and section. Load asks for the example as a
// new, untitled scenario; ◀ ▶ (or Page Up / Page Down, what presentation clickers send) step through its
// result keys, each with the book's printed value beside the app's and a request to show the derivation.
#include "evaluation/Evaluator.h"
#include "teaching/TextbookExamples.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace fleet::views {

class ExamplesBrowser : public QWidget {
    Q_OBJECT
public:
    explicit ExamplesBrowser(QWidget* parent = nullptr);

    // Selects an example in the tree (false if the id is unknown).
    bool selectExample(const QString& id);
    QString selectedId() const;
    // The example whose scenario is loaded now (empty once another plan replaces it).
    QString loadedId() const { return m_loadedId; }
    void setLoadedExample(const QString& id);
    int currentStep() const { return m_step; }
    int stepCount() const;
    // The step panel's text (for tests and screenshots).
    QString stepText() const;

public slots:
    void setResults(fleet::app::ResultsPtr results);
    void loadSelected();
    void nextStep();
    void previousStep();
    void setStep(int index);

signals:
    void loadRequested(const QString& exampleId);
    void derivationRequested(const QString& key);

private:
    const app::TextbookExample* selected() const;
    void onSelectionChanged();
    void updateStep();

    QTreeWidget* m_tree;
    QTextBrowser* m_details;
    QPushButton* m_load;
    QPushButton* m_prev;
    QPushButton* m_next;
    QLabel* m_position;
    QTextBrowser* m_stepView;
    app::ResultsPtr m_results;
    QString m_loadedId;
    int m_step = 0;
};

} // namespace fleet::views
