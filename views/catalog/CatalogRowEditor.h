#pragma once
// The form for one user catalog row: a field per column with its unit and accepted range, checked as you
// type by the catalog's own rules (fleet::catalog::rowProblems). A field that breaks a rule is marked and
// the message below it names the field and what it accepts; OK stays disabled until every field is valid.
#include "CatalogTables.h"

#include <QDialog>
#include <QHash>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QComboBox;

namespace fleet::views {

class CatalogRowEditor : public QDialog {
    Q_OBJECT
public:
    // idTaken: whether a new id is already used (New and Duplicate); Edit keeps the id (read-only).
    enum class Mode { New, Edit };
    CatalogRowEditor(const QString& table, const fleet::catalog::CatalogRow& initial, Mode mode,
                     std::function<bool(const QString& id)> idTaken, QWidget* parent = nullptr);

    // The row as entered (blank fields are NULL); valid only when isValid().
    fleet::catalog::CatalogRow row() const;
    bool isValid() const { return m_problems.isEmpty(); }
    // Column → message of every field that is not valid ("HBM (TB/s): -1 is out of range; expected …").
    const QHash<QString, QString>& problems() const { return m_problems; }
    QPushButton* okButton() const;
    // Columns that name another row (a node's accelerator_id, its links) must name one that exists.
    void setRowExists(std::function<bool(const QString& table, const QString& id)> exists)
    {
        m_rowExists = std::move(exists);
        validate();
    }
    // Tests and scripted edits: set a field's text as if typed.
    void setFieldText(const QString& column, const QString& text);
    QString fieldText(const QString& column) const;

private:
    void validate();
    QWidget* fieldFor(const QString& column) const { return m_fields.value(column); }

    QString m_table;
    Mode m_mode;
    std::function<bool(const QString&)> m_idTaken;
    std::function<bool(const QString&, const QString&)> m_rowExists;
    QHash<QString, QWidget*> m_fields; // QLineEdit or QComboBox (choices)
    QStringList m_order;               // columns in display order
    QHash<QString, QLabel*> m_messages;
    QHash<QString, QString> m_problems;
    QLabel* m_summary;
    QDialogButtonBox* m_buttons;
};

} // namespace fleet::views
