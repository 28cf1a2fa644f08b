#pragma once
// A plan being edited: the Scenario value, its file, and the undo stack through which every edit goes.
// The modified flag is the undo stack's clean state.
#include "catalog/CatalogProvider.h"
#include "io/ScenarioFile.h"
#include "scenario/FieldValue.h"
#include "scenario/Scenario.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>

class QUndoStack;

namespace fleet::app {

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);

    const fleet::Scenario& scenario() const { return m_scenario; }
    QUndoStack* undoStack() const { return m_undo; }
    QString filePath() const { return m_filePath; }
    QString displayName() const;
    bool isModified() const;

    // The catalog whose names the undo texts use ("Accelerator: NVIDIA B200"); ids without one.
    void setCatalog(CatalogPtr catalog) { m_catalog = std::move(catalog); }

    // Whether an edit is a step of its own (a pick, a typed value committed with Enter) or continues the
    // previous edit of the same key (arrow-key steps in one spin box): those merge into one undo step.
    enum class Merge { NewStep, Continue };
    // Validates and pushes an undoable edit; returns an error message (nothing changes) or {}.
    QString setField(const QString& key, const fleet::FieldValue& value, Merge merge = Merge::NewStep);
    // Validates every assignment, then applies them all as ONE undoable step named `text` (a design-space search
    // point: tp, pp, dp, … together). Returns the first error (nothing changes) or {}. Assignments that change
    // nothing are skipped; when none changes anything, no step is pushed.
    QString setFields(const QList<QPair<QString, fleet::FieldValue>>& assignments, const QString& text);
    // Replaces the whole scenario (open, new from preset): clears the undo history. `carried`: the hardware rows
    // the plan brings along (see carriedRows()); a plan from a preset carries none.
    void reset(const fleet::Scenario& s, const QString& filePath, const QList<fleet::catalog::CatalogRow>& carried = {});
    // Like reset, but the plan counts as modified (a recovered autosave: its changes are not in any file).
    void restoreUnsaved(const fleet::Scenario& s, const QString& filePath,
                        const QList<fleet::catalog::CatalogRow>& carried = {});

    // The catalog rows the plan is evaluated with from its own file (issue 13's `catalogRows`: a row the local
    // catalog lacks, or one whose plan values the user chose), laid over the catalog. They belong to the plan:
    // every save and autosave embeds them (with the user catalog's rows the plan uses), so a plan opened with
    // rows the local catalog lacks never loses them (issue 31, robustness 1).
    const QList<fleet::catalog::CatalogRow>& carriedRows() const { return m_carried; }
    void setCarriedRows(const QList<fleet::catalog::CatalogRow>& rows);

    // The plan's name (the report's title). rename(): the user's choice, one undo step; an empty, multi-line or
    // too long name is refused with a message. nameFromFile(): Save As gives a plan the file's base name unless the
    // user named it since it was opened or created (nameChosenByUser()), also one undo step.
    QString rename(const QString& name);
    void nameFromFile(const QString& path);
    bool nameChosenByUser() const { return m_nameByUser; }

    // Writes the plan (OutputFile). On failure nothing changes: the plan stays modified, its path the same.
    QString saveAs(const QString& path, const CatalogReference& catalog, const WriteOptions& options = {});
    // Reads `path` and, when it parses, replaces the scenario; the read result carries the error or the
    // warnings and the catalog the plan was saved with.
    ScenarioReadResult open(const QString& path);

    // Used by the undo commands only.
    void applyField(const std::string& key, const fleet::FieldValue& value);
    void applyName(const QString& name, bool byUser);

signals:
    void fieldChanged(const QString& key);
    void scenarioReplaced();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);
    void saved(const QString& path);
    void carriedRowsChanged(const QList<fleet::catalog::CatalogRow>& rows);
    void nameChanged(const QString& name);
    // What an edit did besides setting its field, in words for the status bar ("global batch kept at 1,536 sequences").
    void notice(const QString& text);

private:
    fleet::Scenario m_scenario;
    QUndoStack* m_undo;
    QString m_filePath;
    CatalogPtr m_catalog;
    QList<fleet::catalog::CatalogRow> m_carried;
    // The last batch-keeping edit (its key and the undo index after it): a continued step of it replaces it.
    QString m_batchGesture;
    int m_batchGestureIndex = -1;
    bool m_nameByUser = false;
};

} // namespace fleet::app
