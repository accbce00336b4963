-- The specialty categories exist in every environment (local, preview, production).
INSERT INTO categories (name, icon) VALUES
	('Saúde Mental', 'brain'),
	('Pediatria', 'puzzle'),
	('Gerontologia', 'users'),
	('Reabilitação Física', 'shield'),
	('Neurologia', 'flask'),
	('Educação', 'book-open'),
	('Saúde Ocupacional', 'briefcase'),
	('Investigação', 'document'),
	('Comunidade e Inclusão', 'tag')
ON CONFLICT (name) DO NOTHING;
