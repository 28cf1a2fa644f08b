#include "document/ScenarioDocument.h"

#include <QCoreApplication>
#include <QLocale>

#include "commands/EditText.h"
#include "commands/RenameCommand.h"
#include "commands/SetFieldCommand.h"
#include "scenario/BatchKeeping.h"
#include "scenario/ScenarioSchema.h"

#include <QFileInfo>
#include <QUndoStack>

namespace fleet::app {

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

QString ScenarioDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return QString::fromStdString(m_scenario.name);
}

bool ScenarioDocument::isModified() const { return !m_undo->isClean(); }

QString ScenarioDocument::setField(const QString& key, const fleet::FieldValue& value, Merge merge)
{
    const std::string k = key.toStdString();
    const fleet::FieldSpec* f = fleet::ScenarioSchema::instance().field(k);
    if (!f)
        return QCoreApplication::translate("ScenarioDocument", "unknown key '%1'").arg(key);
    if (auto err = fleet::ScenarioSchema::instance().check(*f, value, nullptr))
        return QString::fromStdString(*err);
    // Re-laying out keeps a derived global batch (issue 31): DP or the micro-batch with the gradient accumulation
    // that keeps it, one undo step that says so; where no whole accumulation does, the step names the new batch.
    // Arrow-key steps of one spin box (Merge::Continue) start again from the batch the gesture began with, as one
    // step: 128 → 127 → … → 64 keeps 1,536 rather than drifting through 1,524, 1,512, ….
    if (merge == Merge::Continue && m_batchGesture == key && m_undo->index() == m_batchGestureIndex &&
        m_undo->canUndo() && fleet::batchKeeping(m_scenario, k, value)) {
        m_undo->undo();
        m_batchGesture.clear();
        if (f->get(m_scenario) == value) // back where the gesture began
            return {};
    }
    const fleet::FieldValue old = f->get(m_scenario);
    if (old == value)
        return {};
    if (const auto keep = fleet::batchKeeping(m_scenario, k, value)) {
        const QLocale loc;
        QString text = editText(*f, value, m_catalog.get()) + u' ';
        text += keep->gradientAccumulation
                    ? QCoreApplication::translate("ScenarioDocument", "(global batch kept at %1 sequences)")
                          .arg(loc.toString(qlonglong(keep->before)))
                    : QCoreApplication::translate("ScenarioDocument", "(global batch %1 → %2 sequences)")
                          .arg(loc.toString(qlonglong(keep->before)), loc.toString(qlonglong(keep->after)));
        m_undo->beginMacro(text);
        m_undo->push(new SetFieldCommand(this, f->key, old, value, editText(*f, value, m_catalog.get())));
        const fleet::FieldSpec* ga = fleet::ScenarioSchema::instance().field("training.gradientAccumulation");
        if (keep->gradientAccumulation && ga->get(m_scenario) != fleet::FieldValue{*keep->gradientAccumulation})
            m_undo->push(new SetFieldCommand(this, ga->key, ga->get(m_scenario), *keep->gradientAccumulation,
                                             editText(*ga, *keep->gradientAccumulation, m_catalog.get())));
        m_undo->endMacro();
        m_batchGesture = key;
        m_batchGestureIndex = m_undo->index();
        emit notice(text);
        return {};
    }
    // model.id fills the model's fields; a model field edited makes the model custom: one undo step either way.
    const auto changes = fleet::ScenarioSchema::instance().assignmentsFor(m_scenario, *f, value, m_catalog.get());
    if (changes.size() > 1) {
        m_undo->beginMacro(editText(*f, value, m_catalog.get()));
        for (const auto& [g, v] : changes)
            m_undo->push(new SetFieldCommand(this, g->key, g->get(m_scenario), v, editText(*g, v, m_catalog.get())));
        m_undo->endMacro();
        return {};
    }
    m_undo->push(new SetFieldCommand(this, f->key, old, value, editText(*f, value, m_catalog.get()),
                                     merge == Merge::Continue));
    return {};
}

QString ScenarioDocument::setFields(const QList<QPair<QString, fleet::FieldValue>>& assignments, const QString& text)
{
    const fleet::ScenarioSchema& schema = fleet::ScenarioSchema::instance();
    QList<QPair<std::string, fleet::FieldValue>> changes;
    for (const auto& [key, value] : assignments) {
        const fleet::FieldSpec* f = schema.field(key.toStdString());
        if (!f)
            return QStringLiteral("unknown key '%1'").arg(key);
        if (auto err = schema.check(*f, value, nullptr))
            return QString::fromStdString(*err);
        if (f->get(m_scenario) != value)
            changes.append({f->key, value});
    }
    if (changes.isEmpty())
        return {};
    m_undo->beginMacro(text);
    for (const auto& [key, value] : changes)
        m_undo->push(new SetFieldCommand(this, key, schema.field(key)->get(m_scenario), value,
                                         editText(*schema.field(key), value, m_catalog.get())));
    m_undo->endMacro();
    return {};
}

QString ScenarioDocument::rename(const QString& name)
{
    const QString n = name.trimmed();
    if (n.isEmpty())
        return QCoreApplication::translate("ScenarioDocument", "A plan needs a name");
    if (n.size() > ScenarioFile::kMaxTextChars)
        return QCoreApplication::translate("ScenarioDocument", "The name has %1 characters; at most %2 are accepted")
            .arg(n.size())
            .arg(ScenarioFile::kMaxTextChars);
    for (const QChar c : n)
        if (c.category() == QChar::Other_Control)
            return QCoreApplication::translate("ScenarioDocument", "A plan's name is one line of printable text");
    if (n.toStdString() == m_scenario.name && m_nameByUser)
        return {};
    m_undo->push(new RenameCommand(this, QString::fromStdString(m_scenario.name), m_nameByUser, n, true));
    return {};
}

void ScenarioDocument::nameFromFile(const QString& path)
{
    const QString base = QFileInfo(path).completeBaseName().left(ScenarioFile::kMaxTextChars);
    if (m_nameByUser || base.isEmpty() || base.toStdString() == m_scenario.name)
        return;
    m_undo->push(new RenameCommand(this, QString::fromStdString(m_scenario.name), false, base, false));
}

void ScenarioDocument::applyName(const QString& name, bool byUser)
{
    m_scenario.name = name.toStdString();
    m_nameByUser = byUser;
    emit nameChanged(name);
}

void ScenarioDocument::applyField(const std::string& key, const fleet::FieldValue& value)
{
    const fleet::FieldSpec* f = fleet::ScenarioSchema::instance().field(key);
    Q_ASSERT(f);
    f->setUnchecked(m_scenario, value);
    emit fieldChanged(QString::fromStdString(key));
}

void ScenarioDocument::reset(const fleet::Scenario& s, const QString& filePath,
                             const QList<fleet::catalog::CatalogRow>& carried)
{
    m_scenario = s;
    m_nameByUser = false;
    setCarriedRows(carried); // before scenarioReplaced: the plan is evaluated with the catalog its rows make
    m_undo->clear();
    m_undo->setClean();
    if (m_filePath != filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
    emit scenarioReplaced();
    emit modifiedChanged(false);
}

void ScenarioDocument::setCarriedRows(const QList<fleet::catalog::CatalogRow>& rows)
{
    if (rows.isEmpty() && m_carried.isEmpty())
        return; // the usual case: nothing carried before or now
    m_carried = rows;
    emit carriedRowsChanged(m_carried);
}

void ScenarioDocument::restoreUnsaved(const fleet::Scenario& s, const QString& filePath,
                                      const QList<fleet::catalog::CatalogRow>& carried)
{
    reset(s, filePath, carried);
    m_undo->resetClean(); // no state of the undo stack matches a file now
    emit modifiedChanged(true);
}

QString ScenarioDocument::saveAs(const QString& path, const CatalogReference& catalog, const WriteOptions& options)
{
    if (QString err = ScenarioFile::save(path, m_scenario, catalog, options); !err.isEmpty())
        return err;
    m_undo->setClean();
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(m_filePath);
    }
    emit saved(path);
    return {};
}

ScenarioReadResult ScenarioDocument::open(const QString& path)
{
    ScenarioReadResult r = ScenarioFile::load(path);
    if (r.scenario)
        reset(*r.scenario, path);
    return r;
}

} // namespace fleet::app
