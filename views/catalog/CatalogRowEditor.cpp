#include "catalog/CatalogRowEditor.h"

#include "catalog/CatalogColumns.h"

#include "CatalogRules.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScreen>
#include <QVBoxLayout>

namespace fleet::views {

using fleet::catalog::CatalogRow;
using fleet::catalog::ColumnInfo;

namespace {

const fleet::catalog::ColumnRule* ruleOf(const QString& table, const QString& column)
{
    if (const fleet::catalog::TableRules* t = fleet::catalog::rulesFor(table))
        for (const fleet::catalog::ColumnRule& r : t->columns)
            if (r.column == column)
                return &r;
    return nullptr;
}

} // namespace

CatalogRowEditor::CatalogRowEditor(const QString& table, const CatalogRow& initial, Mode mode,
                                   std::function<bool(const QString&)> idTaken, QWidget* parent)
    : QDialog(parent), m_table(table), m_mode(mode), m_idTaken(std::move(idTaken)), m_summary(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const fleet::catalog::TableInfo* info = fleet::catalog::tableInfo(table);
    Q_ASSERT(info);
    const fleet::CatalogKind kind = info->kind;
    setWindowTitle(mode == Mode::Edit ? tr("Edit %1 row %2").arg(CatalogColumns::tableTitle(kind), initial.id())
                                      : tr("New %1 row").arg(CatalogColumns::tableTitle(kind)));
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const fleet::catalog::TableRules* rules = fleet::catalog::rulesFor(table);
    for (const ColumnInfo& c : CatalogColumns::displayOrder(*info)) {
        const fleet::catalog::ColumnRule* rule = ruleOf(table, c.name);
        const bool required = rule && rule->required;
        const bool oneOf = rules && rules->anyOf.contains(c.name);
        QString label = CatalogColumns::header(c);
        if (required)
            label += QStringLiteral(" *");
        const QString text = fleet::catalog::valueText(initial.value(c.name));
        QWidget* field = nullptr;
        if (rule && rule->kind == fleet::catalog::ColumnKind::Choice) {
            auto* combo = new QComboBox;
            if (!required)
                combo->addItem(tr("(not set)"), QString());
            for (const QString& choice : rule->choices)
                combo->addItem(choice, choice);
            combo->setCurrentIndex(std::max(0, combo->findData(text)));
            connect(combo, &QComboBox::currentIndexChanged, this, &CatalogRowEditor::validate);
            field = combo;
        } else {
            auto* edit = new QLineEdit(text);
            if (rule)
                edit->setPlaceholderText(required ? tr("required: %1").arg(rule->expected()) : rule->expected());
            if (oneOf && rule)
                edit->setPlaceholderText(tr("%1 (at least one peak)").arg(rule->expected()));
            if (c.name == QStringLiteral("id") && mode == Mode::Edit)
                edit->setReadOnly(true);
            connect(edit, &QLineEdit::textChanged, this, &CatalogRowEditor::validate);
            field = edit;
        }
        field->setObjectName(c.name);
        QString tip = tr("Column %1").arg(c.name);
        if (!c.unit.isEmpty())
            tip += tr(", in %1").arg(c.unit);
        if (rule)
            tip += tr("\nAccepted: %1").arg(rule->expected());
        if (required)
            tip += tr("\nRequired");
        field->setToolTip(tip);
        auto* message = new QLabel;
        message->setObjectName(c.name + QStringLiteral("_message"));
        message->setWordWrap(true);
        message->setStyleSheet(QStringLiteral("color: #b00020;"));
        message->hide();
        auto* cell = new QWidget;
        auto* cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(2);
        cellLayout->addWidget(field);
        cellLayout->addWidget(message);
        auto* title = new QLabel(label);
        title->setBuddy(field);
        title->setToolTip(tip);
        form->addRow(title, cell);
        m_fields.insert(c.name, field);
        m_order << c.name;
        m_messages.insert(c.name, message);
    }
    auto* scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_summary->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    auto* note = new QLabel(tr("Values in the units shown. * = required. The row goes to your user catalog."));
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    const QSize avail = screen() ? screen()->availableSize() : QSize(1366, 768);
    resize(std::min(640, avail.width() - 40), std::min(760, avail.height() - 80));
    validate();
}

QPushButton* CatalogRowEditor::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

QString CatalogRowEditor::fieldText(const QString& column) const
{
    if (auto* e = qobject_cast<QLineEdit*>(fieldFor(column)))
        return e->text();
    if (auto* c = qobject_cast<QComboBox*>(fieldFor(column)))
        return c->currentData().toString();
    return {};
}

void CatalogRowEditor::setFieldText(const QString& column, const QString& text)
{
    if (auto* e = qobject_cast<QLineEdit*>(fieldFor(column)))
        e->setText(text);
    else if (auto* c = qobject_cast<QComboBox*>(fieldFor(column)))
        c->setCurrentIndex(std::max(0, c->findData(text)));
}

CatalogRow CatalogRowEditor::row() const
{
    CatalogRow r{m_table, {}};
    for (auto it = m_fields.constBegin(); it != m_fields.constEnd(); ++it) {
        const QString text = fieldText(it.key()).trimmed();
        if (!text.isEmpty())
            r.values.insert(it.key(), text);
    }
    return isValid() ? fleet::catalog::normalized(r) : r;
}

void CatalogRowEditor::validate()
{
    CatalogRow r{m_table, {}};
    for (auto it = m_fields.constBegin(); it != m_fields.constEnd(); ++it) {
        const QString text = fieldText(it.key()).trimmed();
        if (!text.isEmpty())
            r.values.insert(it.key(), text);
    }
    m_problems.clear();
    const fleet::catalog::TableInfo* info = fleet::catalog::tableInfo(m_table);
    auto header = [info](const QString& column) {
        const ColumnInfo* c = info->column(column);
        return c ? CatalogColumns::header(*c) : column;
    };
    for (const fleet::catalog::RowProblem& p : fleet::catalog::rowProblems(r))
        m_problems.insert(p.column, tr("%1: %2").arg(header(p.column), p.message));
    // References to other rows (the schema's REFERENCES clauses).
    static const QList<std::pair<QString, QString>> references = {
        {QStringLiteral("accelerator_id"), QStringLiteral("accelerators")},
        {QStringLiteral("scale_up_link_id"), QStringLiteral("links")},
        {QStringLiteral("scale_out_link_id"), QStringLiteral("links")}};
    for (const auto& [column, target] : references) {
        const QString id = r.value(column).toString();
        if (m_rowExists && info->column(column) && !id.isEmpty() && !m_problems.contains(column) &&
            !m_rowExists(target, id))
            m_problems.insert(column, tr("%1: '%2' is not in the catalog's %3").arg(header(column), id, target));
    }
    if (m_mode == Mode::New && m_idTaken && !m_problems.contains(QStringLiteral("id")) && m_idTaken(r.id()))
        m_problems.insert(
            QStringLiteral("id"),
            tr("%1: '%2' is already in the catalog; pick another id").arg(header(QStringLiteral("id")), r.id()));
    for (auto it = m_fields.constBegin(); it != m_fields.constEnd(); ++it) {
        const auto problem = m_problems.constFind(it.key());
        const bool bad = problem != m_problems.constEnd();
        it.value()->setStyleSheet(bad ? QStringLiteral("border: 1px solid #b00020;") : QString());
        QLabel* message = m_messages.value(it.key());
        message->setText(bad ? *problem : QString());
        message->setVisible(bad);
    }
    // A problem of a column without a field of its own (a table-wide rule) still shows in the summary.
    QString first;
    for (const QString& column : m_order)
        if (first.isEmpty())
            first = m_problems.value(column);
    if (first.isEmpty() && !m_problems.isEmpty())
        first = m_problems.constBegin().value();
    if (m_problems.isEmpty())
        m_summary->setText(tr("All fields are valid."));
    else
        m_summary->setText(tr("Fields to correct: %1. First: %2").arg(m_problems.size()).arg(first));
    m_summary->setStyleSheet(m_problems.isEmpty() ? QString() : QStringLiteral("color: #b00020;"));
    okButton()->setEnabled(m_problems.isEmpty());
}

} // namespace fleet::views
