#include "PreferencesDialog.h"

#include "i18n/Language.h"

#include <QComboBox>

#include <algorithm>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace fleet::app {

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent), m_language(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("languageBox"));
    //: Language choice: follow the operating system's language.
    m_language->addItem(tr("System (%1)").arg(QLocale::system().nativeLanguageName()), QString());
    // Language names are written in their own language, so anyone can find theirs.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(languageSetting())));

    auto* note = new QLabel(tr("The language changes the next time FleetPlanner starts."), this);
    note->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept()
{
    setLanguageSetting(m_language->currentData().toString());
    QDialog::accept();
}

} // namespace fleet::app
